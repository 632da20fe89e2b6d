"""Functions that operate on lists, dicts, and other objects."""

from .helpers import UNSET, PathToken, base_get, base_set, to_path_tokens


__all__ = ("get", "has", "set_", "to_path")


def get(obj, path, default=None):
    """
    Get the value at any depth of a nested object based on the path described by `path`. If path
    doesn't exist, `default` is returned.

    Example:

        >>> get({"a": {"b": 1}}, "a.b")
        1
        >>> get({"a": [0, 0, {"b": 1}]}, "a[2].b")
        1
        >>> get({"a.b": 1}, r"a\\.b")
        1
    """
    if default is UNSET:
        # When UNSET given for default, then this method will raise if path is not present in obj.
        sentinel = default
    else:
        # When a returned value is ambiguous after a failed lookup we use a sentinel value.
        sentinel = object()

    for key in to_path(path):
        obj = base_get(obj, key, default=sentinel)

        if obj is sentinel:
            # Path doesn't exist so set return obj to the default.
            obj = default
            break

    return obj


def has(obj, path):
    """Checks if `path` exists as a key of `obj`."""
    try:
        get(obj, path, default=UNSET)
        exists = True
    except (KeyError, IndexError, TypeError, ValueError):
        exists = False

    return exists


def set_(obj, path, value):
    """
    Sets the value of an object described by `path`. If any part of the object path doesn't
    exist, it will be created.

    Example:

        >>> set_({}, "a.b[1].c", 1)
        {'a': {'b': [None, {'c': 1}]}}
    """
    tokens = to_path_tokens(path)
    if not tokens:
        return obj

    target = obj
    for token, next_token in zip(tokens[:-1], tokens[1:]):
        default_factory = next_token.default_factory or dict
        base_set(target, token.key, default_factory(), allow_override=False)
        target = base_get(target, token.key, default=None)

    base_set(target, tokens[-1].key, value)
    return obj


def to_path(value):
    """Converts values to a property path array."""
    return [token.key if isinstance(token, PathToken) else token for token in to_path_tokens(value)]
