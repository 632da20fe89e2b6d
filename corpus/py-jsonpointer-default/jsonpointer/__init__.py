""" Identify specific nodes in a JSON document (RFC 6901) """
from jsonpointer.pointer import _nothing, EndOfList, JsonPointer, JsonPointerException, escape, unescape

__author__ = 'Stefan Kögl <stefan@skoegl.net>'
__version__ = '2.4'


def resolve_pointer(doc, pointer, default=_nothing):
    """ Resolves pointer against doc and returns the referenced object

    >>> obj = {'foo': {'anArray': [ {'prop': 44}], 'another prop': {'baz': 'A string' }}}
    >>> resolve_pointer(obj, '/foo/anArray/0/prop')
    44
    """
    pointer = JsonPointer(pointer)
    return pointer.resolve(doc, default)


def set_pointer(doc, pointer, value, inplace=True):
    """ Resolves pointer against doc and sets the value of the target within doc.

    >>> obj = {'foo': {'anArray': [ {'prop': 44}], 'another prop': {'baz': 'A string' }}}
    >>> set_pointer(obj, '/foo/anArray/0/prop', 55) == \
    {'foo': {'another prop': {'baz': 'A string'}, 'anArray': [{'prop': 55}]}}
    True
    """
    pointer = JsonPointer(pointer)
    return pointer.set(doc, value, inplace)


__all__ = ['resolve_pointer', 'set_pointer', 'JsonPointer', 'JsonPointerException',
           'EndOfList', 'escape', 'unescape']
