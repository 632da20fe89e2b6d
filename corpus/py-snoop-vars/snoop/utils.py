"""repr helpers: custom reprs, memory addresses, truncation."""

import re

DEFAULT_REPR_LENGTH = 100
ADDRESS = re.compile(r" at 0x[0-9a-fA-F]{4,}")


def get_repr_function(item, custom_repr):
    for condition, action in custom_repr:
        if isinstance(condition, type):
            if isinstance(item, condition):
                return action
        elif condition(item):
            return action
    return repr


def normalize_repr(item_repr):
    """Remove memory addresses, so output is stable between runs."""
    return ADDRESS.sub("", item_repr)


def truncate(string, max_length):
    if max_length is None or len(string) <= max_length:
        return string
    left = (max_length - 3) // 2
    right = max_length - 3 - left
    return "{}...{}".format(string[:left], string[-left:])


def get_shortish_repr(item, custom_repr=(), max_length=None, normalize=False):
    repr_function = get_repr_function(item, custom_repr)
    try:
        r = repr_function(item)
    except Exception:
        r = "REPR FAILED"
    r = r.replace("\r", "").replace("\n", "")
    if normalize:
        r = normalize_repr(r)
    return truncate(r, max_length)
