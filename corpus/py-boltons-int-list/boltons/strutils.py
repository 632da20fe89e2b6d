"""So much practical programming involves string manipulation."""

import string

from boltons.iterutils import unique

_ORDINAL_MAP = {"1": "st", "2": "nd", "3": "rd"}


def ordinalize(number, ext_only=False):
    """Turns *number* into its cardinal form, i.e., 1st, 2nd, 3rd, 4th, etc."""
    numstr, ext = str(number), ""
    if numstr and numstr[-1] in string.digits:
        try:
            # first check for teens
            if numstr[-2] == "1":
                ext = "th"
            else:
                # all other cases
                ext = _ORDINAL_MAP.get(numstr[-1], "th")
        except IndexError:
            # single digit numbers (will fail on numstr[-2])
            ext = _ORDINAL_MAP.get(numstr[-1], "th")
    if ext_only:
        return ext
    return numstr + ext


def _expand_range(text, range_delim):
    range_limits = list(map(int, text.split(range_delim)))
    return list(range(min(range_limits), max(range_limits)))


def parse_int_list(range_string, delim=",", range_delim="-"):
    """Returns a sorted list of positive integers based on *range_string*.

    >>> parse_int_list('1,3,5-8,10-11,15')
    [1, 3, 5, 6, 7, 8, 10, 11, 15]
    """
    output = []
    for x in range_string.strip().split(delim):
        if range_delim in x:
            output += _expand_range(x, range_delim)
        elif not x:
            continue
        else:
            output.append(int(x))
    return sorted(unique(output))


def format_int_list(int_list, delim=",", range_delim="-", delim_space=False):
    """Returns a sorted range string from a list of positive integers.

    >>> format_int_list([1, 3, 5, 6, 7, 8, 10, 11, 15])
    '1,3,5-8,10-11,15'
    """
    output = []
    ranges = []
    for x in sorted(set(int_list)):
        if ranges and ranges[-1][1] == x - 1:
            ranges[-1][1] = x
        else:
            ranges.append([x, x])
    for start, end in ranges:
        output.append(str(start) if start == end else "%d%s%d" % (start, range_delim, end))
    return (delim + " " if delim_space else delim).join(output)
