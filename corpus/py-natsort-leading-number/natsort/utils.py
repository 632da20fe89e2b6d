"""Utilities and definitions for natsort, mostly used to construct the natsort_key function."""
import re
from functools import reduce

NUM_REGEX = {
    "int": re.compile(r"(\d+)"),
    "float": re.compile(r"([-+]?\d*\.?\d+(?:[eE][-+]?\d+)?)"),
}


def chain_functions(functions):
    """Chain a list of single-argument functions together and return."""
    functions = list(functions)
    if not functions:
        return lambda x: x
    return lambda x: reduce(lambda res, f: f(res), functions, x)


def parse_string_factory(splitter, num_conv, pre_funcs, sep=""):
    """Create a function that will split and format a *str* into a tuple.

    If the string begins with a number, an empty string (``sep``) is
    prepended so that strings and numbers are never compared directly.
    """
    pre = chain_functions(pre_funcs)

    def func(x):
        out = tuple(num_conv(p) if i % 2 else p for i, p in enumerate(splitter(pre(x))))
        out = tuple(p for p in out if p != "")
        if out and isinstance(out[0], str):
            out = (sep,) + out
        return out

    return func


def natsort_key(val, key, string_func):
    """Key to sort strings and numbers naturally."""
    if key is not None:
        val = key(val)
    if isinstance(val, str):
        return string_func(val)
    if isinstance(val, (tuple, list)):
        return tuple(natsort_key(x, None, string_func) for x in val)
    return (sep_num(val),)


def sep_num(val):
    return ("", val)
