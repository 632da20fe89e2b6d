""" Apply JSON-Patches (RFC 6902) """
import copy
from collections.abc import MutableMapping, MutableSequence

from jsonpatch.pointer import JsonPointer


class JsonPatchException(Exception):
    """Base Json Patch exception"""


class JsonPatchConflict(JsonPatchException):
    """Raised if patch could not be applied due to conflict situation"""


class PatchOperation(object):
    def __init__(self, operation):
        self.location = operation['path']
        self.pointer = JsonPointer(self.location)
        self.operation = operation


class RemoveOperation(PatchOperation):
    def apply(self, obj):
        subobj, part = self.pointer.to_last(obj)
        try:
            del subobj[part]
        except (KeyError, IndexError) as ex:
            raise JsonPatchConflict("can't remove a non-existent object '{0}'".format(part)) from ex
        return obj


class AddOperation(PatchOperation):
    def apply(self, obj):
        value = self.operation["value"]
        subobj, part = self.pointer.to_last(obj)
        if part is None:
            return value  # we're replacing the root
        if isinstance(subobj, MutableSequence):
            if part == '-':
                subobj.append(value)
            elif part > len(subobj) or part < 0:
                raise JsonPatchConflict("can't insert outside of list")
            else:
                subobj.insert(part, value)
        elif isinstance(subobj, MutableMapping):
            subobj[part] = value
        return obj


class MoveOperation(PatchOperation):
    def apply(self, obj):
        from_ptr = JsonPointer(self.operation['from'])
        subobj, part = from_ptr.to_last(obj)
        try:
            value = subobj[part]
        except (KeyError, IndexError) as ex:
            raise JsonPatchConflict(str(ex))

        if isinstance(subobj, MutableMapping) and self.pointer.contains(from_ptr):
            raise JsonPatchConflict('Cannot move values into their own children')

        obj = RemoveOperation({'op': 'remove', 'path': self.operation['from']}).apply(obj)
        obj = AddOperation({'op': 'add', 'path': self.location, 'value': value}).apply(obj)
        return obj


class JsonPatch(object):
    operations = {'remove': RemoveOperation, 'add': AddOperation, 'move': MoveOperation}
    def __init__(self, patch):
        self.patch = patch

    def apply(self, obj, in_place=False):
        if not in_place:
            obj = copy.deepcopy(obj)
        for operation in self.patch:
            obj = self.operations[operation['op']](operation).apply(obj)
        return obj


def apply_patch(doc, patch, in_place=False):
    """Apply list of patches to specified json document."""
    return JsonPatch(patch).apply(doc, in_place)
