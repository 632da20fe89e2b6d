"""Along with ns_enum.py, this module contains all of the natsort public API."""
from enum import IntFlag
from functools import partial

from .utils import NUM_REGEX, natsort_key, parse_string_factory


class ns(IntFlag):
    DEFAULT = 0
    FLOAT = 1
    IGNORECASE = 2


def natsort_keygen(key=None, alg=ns.DEFAULT):
    """Generate a key to sort strings and numbers naturally."""
    if alg & ns.FLOAT:
        splitter, num_conv = NUM_REGEX["float"].split, float
    else:
        splitter, num_conv = NUM_REGEX["int"].split, int
    pre_funcs = [str.casefold] if alg & ns.IGNORECASE else []
    string_func = parse_string_factory(splitter, num_conv, pre_funcs)
    return partial(natsort_key, key=key, string_func=string_func)


def natsorted(seq, key=None, reverse=False, alg=ns.DEFAULT):
    """Sorts an iterable naturally."""
    return sorted(seq, reverse=reverse, key=natsort_keygen(key, alg))
