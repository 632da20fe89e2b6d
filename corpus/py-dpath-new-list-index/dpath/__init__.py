__all__ = ["new", "get", "set"]

from .segments import MISSING, extend
from . import segments

_DEFAULT_SENTINEL = object()


def _split_path(path, separator="/"):
    if isinstance(path, (list, tuple)):
        return list(path)
    split_segments = path.lstrip(separator).split(separator)
    return [int(s) if s.isdigit() else s for s in split_segments]


def new(obj, path, value, separator="/", creator=None):
    """Set the element at the terminus of path to value, and create it if it
    does not exist (as opposed to 'set' that can only change existing keys)."""
    segments.set(obj, _split_path(path, separator), value, creator=creator)
    return obj


def get(obj, glob, separator="/", default=_DEFAULT_SENTINEL):
    """Given an object which contains only one possible match for the given glob,
    return the value for the leaf matching the given glob."""
    current = obj
    for segment in _split_path(glob, separator):
        try:
            current = current[segment]
        except (KeyError, IndexError, TypeError):
            if default is _DEFAULT_SENTINEL:
                raise KeyError(glob)
            return default
    return current
