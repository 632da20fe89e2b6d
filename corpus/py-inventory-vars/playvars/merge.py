"""Dictionary merging used by the `combine` filter and variable precedence."""
from collections.abc import Mapping


def merge_hash(base, override, list_merge="replace"):
    """Return a new dict: `base` updated recursively with `override` (override wins)."""
    result = dict(base)
    for key, value in override.items():
        current = result.get(key)
        if isinstance(current, Mapping) and isinstance(value, Mapping):
            result[key] = merge_hash(current, value, list_merge)
        elif isinstance(current, list) and isinstance(value, list) and list_merge == "append":
            result[key] = current + value
        else:
            result[key] = value
    return result


def combine(*dicts, recursive=False, list_merge="replace"):
    """Merge dicts left to right; later ones take precedence."""
    result = {}
    for d in dicts:
        if not isinstance(d, Mapping):
            raise TypeError("combine expects dictionaries, got %r" % type(d).__name__)
        if recursive:
            result = merge_hash(d, result, list_merge)
        else:
            result = {**result, **d}
    return result
