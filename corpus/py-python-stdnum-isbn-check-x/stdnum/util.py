# util.py - common utility functions
# coding: utf-8
#
# Copyright (C) 2012-2021 Arthur de Jong

"""Common utility functions for other stdnum modules."""

import unicodedata

# Characters that are considered to be whitespace-like separators
_char_map = {
    '\u2010': '-',  # HYPHEN
    '\u2011': '-',  # NON-BREAKING HYPHEN
    '\u2013': '-',  # EN DASH
    '\u2014': '-',  # EM DASH
    '\u00a0': ' ',  # NO-BREAK SPACE
}


def _clean_chars(number):
    """Replace various Unicode characters with their ASCII counterpart."""
    return ''.join(_char_map.get(x, x) for x in number)


def isdigits(number):
    """Check whether the provided string only consists of digits."""
    # This function is meant to replace str.isdigit() which will also return
    # True for all kind of unicode digits which is generally not what we want
    return bool(number) and all(x in '0123456789' for x in number)


def clean(number, deletechars=''):
    """Remove the specified characters from the supplied number.

    >>> clean('123-456:78 9', ' -:')
    '123456789'
    >>> clean('1–2—3―4')
    '1-2-3-4'
    """
    try:
        number = ''.join(x for x in number)
    except Exception:  # noqa: B902
        raise TypeError("can't convert %r to string" % number)
    number = unicodedata.normalize('NFKC', _clean_chars(number))
    return ''.join(x for x in number if x not in deletechars)
