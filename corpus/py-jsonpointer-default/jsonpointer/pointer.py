import copy
import re
from collections.abc import Mapping, Sequence


_nothing = object()


class JsonPointerException(Exception):
    pass


class EndOfList(object):
    def __init__(self, list_):
        self.list_ = list_


def escape(s):
    return s.replace('~', '~0').replace('/', '~1')


def unescape(s):
    return s.replace('~1', '/').replace('~0', '~')


class JsonPointer(object):
    """A JSON Pointer that can reference parts of a JSON document"""

    # Array indices must not contain: leading zeros, signs, spaces, decimals, etc
    _RE_ARRAY_INDEX = re.compile('(0|[1-9][0-9]*)$')

    def __init__(self, pointer):
        parts = pointer.split('/')
        if parts.pop(0) != '':
            raise JsonPointerException('Location must start with /')
        self.parts = [unescape(part) for part in parts]

    def resolve(self, doc, default=_nothing):
        for part in self.parts:
            try:
                doc = self.walk(doc, part)
            except JsonPointerException:
                if default is _nothing:
                    raise
        return doc

    def set(self, doc, value, inplace=True):
        if not self.parts:
            return value
        if not inplace:
            doc = copy.deepcopy(doc)
        parent = doc
        for part in self.parts[:-1]:
            parent = self.walk(parent, part)
        parent[self.get_part(parent, self.parts[-1])] = value
        return doc

    def get_part(self, doc, part):
        """Returns the next step in the correct type"""
        if isinstance(doc, Mapping):
            return part
        elif isinstance(doc, Sequence):
            if part == '-':
                return part
            if not JsonPointer._RE_ARRAY_INDEX.match(str(part)):
                raise JsonPointerException("'%s' is not a valid sequence index" % part)
            return int(part)
        raise JsonPointerException("Document '%s' does not support indexing" % type(doc))

    def walk(self, doc, part):
        part = self.get_part(doc, part)
        if isinstance(doc, Sequence):
            if part == '-':
                return EndOfList(doc)
            try:
                return doc[part]
            except IndexError:
                raise JsonPointerException("index '%s' is out of bounds" % (part,))
        try:
            return doc[part]
        except KeyError:
            raise JsonPointerException("member '%s' not found in %s" % (part, doc))
