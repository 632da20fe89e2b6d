"""String utilities in the spirit of boltons.strutils."""

import string

_ORDINAL_MAP = {"1": "st", "2": "nd", "3": "rd"}


def ordinalize(number, ext_only=False):
    """Turn *number* into its cardinal form, i.e., 1st, 2nd, 3rd, 4th, etc.

    >>> ordinalize(21)
    '21st'
    """
    numstr, ext = str(number), ""
    if numstr and numstr[-1] in string.digits:
        try:
            # first check for teens
            if numstr[-1] == "1":
                ext = "th"
            else:
                # all other cases
                ext = _ORDINAL_MAP.get(numstr[-1], "th")
        except IndexError:
            # single digit numbers (will reach here based on [-1] above)
            ext = _ORDINAL_MAP.get(numstr[-1], "th")
    if ext_only:
        return ext
    return numstr + ext


def cardinalize(unit_noun, count):
    """Conditionally pluralizes a singular word *unit_noun* if *count* is not one."""
    if count == 1:
        return unit_noun
    if unit_noun.endswith("y") and unit_noun[-2:-1] not in "aeiou":
        return unit_noun[:-1] + "ies"
    return unit_noun + "s"
