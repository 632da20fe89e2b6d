"""
This is a python implementation of wcwidth() and wcswidth().

https://github.com/jquast/wcwidth

from Markus Kuhn's C code, retrieved from:

    http://www.cl.cam.ac.uk/~mgk25/ucs/wcwidth.c
"""
from .tables import WIDE_EASTASIAN, ZERO_WIDTH


def _bisearch(ucs, table):
    """
    Auxiliary function for binary search in interval table.

    :arg int ucs: Ordinal value of unicode character.
    :arg list table: List of starting and ending ranges of ordinal values,
        in form of ``[(start, end), ...]``.
    :rtype: int
    :returns: 1 if ordinal value ucs is found within lookup table, else 0.
    """
    lbound = 0
    ubound = len(table) - 1

    if ucs < table[0][0] or ucs > table[ubound][1]:
        return 0
    while ubound > lbound:
        mid = (lbound + ubound) // 2
        if ucs > table[mid][1]:
            lbound = mid + 1
        elif ucs < table[mid][0]:
            ubound = mid - 1
        else:
            return 1

    return 0


def wcwidth(wc):
    r"""
    Given one Unicode character, return its printable length on a terminal.

    :returns: The width, in cells, necessary to display the character of
        Unicode string character, ``wc``.  Returns 0 if the ``wc`` argument has
        no printable effect on a terminal (such as NUL '\0'), -1 if ``wc`` is
        not printable, or has an indeterminate effect on the terminal, such as
        a control character.  Otherwise, the number of column positions the
        character occupies on a graphic terminal (1 or 2) is returned.
    """
    ucs = ord(wc) if wc else 0
    if 32 <= ucs < 0x7f:
        return 1
    if ucs == 0:
        return 0
    if ucs < 32 or 0x07F <= ucs < 0x0A0:
        return -1
    if _bisearch(ucs, ZERO_WIDTH):
        return 0
    return 1 + _bisearch(ucs, WIDE_EASTASIAN)


def wcswidth(pwcs, n=None):
    """
    Given a unicode string, return its printable length on a terminal.

    Returns -1 if a non-printable character is encountered.
    """
    end = len(pwcs) if n is None else n
    width = 0
    for char in pwcs[:end]:
        wcw = wcwidth(char)
        if wcw < 0:
            return -1
        width += wcw
    return width
