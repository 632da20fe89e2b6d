# Copyright (C) 2008 John Paulett (john -at- paulett.org)
# Copyright (C) 2009-2021 David Aguilar (davvid -at- gmail.com)
# All rights reserved.
"""Python library for serializing any arbitrary object graph into JSON.

    >>> import jsonpickle
    >>> frozen = jsonpickle.encode(obj)
    >>> thawed = jsonpickle.decode(frozen)
"""
import json

from .pickler import Pickler
from .unpickler import Unpickler

__version__ = '3.0.1'
__all__ = ('encode', 'decode', 'Pickler', 'Unpickler')


def encode(value, unpicklable=True, make_refs=True, indent=None):
    """Return a JSON formatted representation of value, a Python object."""
    pickler = Pickler(unpicklable=unpicklable, make_refs=make_refs)
    return json.dumps(pickler.flatten(value), indent=indent)


def decode(string):
    """Convert a JSON string into a Python object."""
    return Unpickler().restore(json.loads(string))
