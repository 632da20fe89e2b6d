"""Generic utility methods not part of main API."""

from collections.abc import Mapping, Sequence
import re


#: Singleton object that differentiates between an explicit ``None`` value and an unset value.
UNSET = object()

#: Path key delimiter: an unescaped dot or a bracketed list index.
RE_PATH_KEY_DELIM = re.compile(r"(?<!\\)(?:\\\\)*\.|(\[\d+\])")

#: Matches on a path list index like "[0]".
RE_PATH_LIST_INDEX = re.compile(r"^\[\d+\]$")


class PathToken(object):
    def __init__(self, key, default_factory=None):
        self.key = key
        self.default_factory = default_factory

    def __repr__(self):  # pragma: no cover
        return f"PathToken(key={self.key!r}, default_factory={self.default_factory!r})"


def base_get(obj, key, default=UNSET):
    """
    Safely get an item by `key` from a sequence or mapping object when `default` provided.

    Raises:
        KeyError: If `obj` is missing key, index, or attribute and no default value provided.
    """
    if isinstance(obj, dict):
        value = obj.get(key, default)
    elif isinstance(obj, Sequence) and not isinstance(obj, str):
        try:
            value = obj[int(key)]
        except (IndexError, TypeError, ValueError):
            value = default
    elif not isinstance(obj, Mapping):
        value = getattr(obj, str(key), default)
    else:
        value = obj.get(key, default)

    if value is UNSET:
        # Raise if there's no default provided.
        raise KeyError(f'Object "{repr(obj)}" does not have key "{key}"')

    return value


def base_set(obj, key, value, allow_override=True):
    """Set an object's `key` to `value`, padding lists with ``None`` when needed."""
    if isinstance(obj, dict):
        if allow_override or key not in obj:
            obj[key] = value
    elif isinstance(obj, list):
        key = int(key)
        if key < len(obj):
            if allow_override:
                obj[key] = value
        else:
            if key > len(obj):
                # Pad list object with None values up to the index key so we can append the value
                # into the key index.
                obj[:] = (obj + [None] * key)[:key]
            obj.append(value)
    elif (allow_override or not hasattr(obj, key)) and obj is not None:
        setattr(obj, key, value)
    return obj


def unescape_path_key(key):
    """Unescape path key."""
    key = key.replace(r"\\", "\\")
    key = key.replace(r"\.", r".")
    return key


def to_path_tokens(value):
    """Parse `value` into :class:`PathToken` objects."""
    if isinstance(value, str) and ("." in value or "[" in value):
        # Since we can't tell whether a bare number is supposed to be dict key or a list index, we
        # support a special syntax where any string-integer surrounded by brackets is treated as a
        # list index and converted to an integer.
        keys = [
            PathToken(int(key[1:-1]), default_factory=list)
            if RE_PATH_LIST_INDEX.match(key)
            else PathToken(key, default_factory=dict)
            for key in filter(None, RE_PATH_KEY_DELIM.split(value))
        ]
    elif isinstance(value, str):
        keys = [PathToken(unescape_path_key(value), default_factory=dict)]
    elif isinstance(value, (int, float)):
        keys = [PathToken(value, default_factory=dict)]
    elif value is UNSET:
        keys = []
    else:
        keys = list(value)
    return keys
