r"""Hjson, the Human JSON. A configuration file format that caters to
humans and helps reduce the errors they make.

Decoding Hjson::

    >>> import hjson
    >>> text = "{\n  foo: a\n  bar: 1\n}"
    >>> hjson.loads(text)
    OrderedDict([('foo', 'a'), ('bar', 1)])
"""
from __future__ import absolute_import

__version__ = '3.1.0'
__all__ = ['loads', 'HjsonDecoder', 'HjsonDecodeError']

from collections import OrderedDict

from .decoder import HjsonDecoder, HjsonDecodeError

_default_decoder = HjsonDecoder(object_hook=None, object_pairs_hook=OrderedDict)


def loads(s, object_hook=None, object_pairs_hook=OrderedDict, **kw):
    """Deserialize ``s`` (a ``str`` instance containing a Hjson
    document) to a Python object.

    *object_pairs_hook* is an optional function that will be called with
    the result of any object literal decode with an ordered list of pairs.
    """
    if object_hook is None and object_pairs_hook is OrderedDict and not kw:
        return _default_decoder.decode(s)
    return HjsonDecoder(object_hook=object_hook,
                        object_pairs_hook=object_pairs_hook, **kw).decode(s)
