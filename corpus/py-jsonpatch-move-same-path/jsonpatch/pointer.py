""" Identify specific nodes in a JSON document (RFC 6901) """
from collections.abc import Mapping, Sequence


class JsonPointerException(Exception):
    pass


def unescape(s):
    return s.replace('~1', '/').replace('~0', '~')


class JsonPointer(object):
    """A JSON Pointer that can reference parts of a JSON document"""

    def __init__(self, pointer):
        if pointer and not pointer.startswith('/'):
            raise JsonPointerException('Location must start with /')
        self.parts = [unescape(part) for part in pointer.split('/')[1:]]

    def to_last(self, doc):
        """Resolves ptr until the last step, returns (sub-doc, last-step)"""
        if not self.parts:
            return doc, None
        for part in self.parts[:-1]:
            doc = doc[self.get_part(doc, part)]
        return doc, self.get_part(doc, self.parts[-1])

    def get_part(self, doc, part):
        """Returns the next step in the correct type"""
        if isinstance(doc, Mapping):
            return part
        elif isinstance(doc, Sequence):
            return part if part == '-' else int(part)
        raise JsonPointerException("Document '%s' does not support indexing" % doc)

    def contains(self, ptr):
        """Returns True if self contains the given ptr"""
        return self.parts[:len(ptr.parts)] == ptr.parts

    def __eq__(self, other):
        return isinstance(other, JsonPointer) and self.parts == other.parts

    def __hash__(self):
        return hash(tuple(self.parts))
