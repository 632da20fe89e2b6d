"""Cell classification and column alignment."""


def _isnumber(string):
    try:
        float(string)
        return True
    except (ValueError, TypeError):
        return False


def _isint(string):
    if type(string) is int:
        return True
    try:
        int(string)
        return isinstance(string, str)
    except (ValueError, TypeError):
        return False


def _afterpoint(string):
    """Symbols after a decimal point, -1 if the string lacks the decimal point.

    >>> _afterpoint("123.45"), _afterpoint("1001"), _afterpoint("eggs"), _afterpoint("123e45")
    (2, -1, -1, 2)
    """
    if _isnumber(string):
        if _isint(string):
            return -1
        pos = string.rfind(".")
        pos = string.lower().rfind("e") if pos < 0 else pos
        if pos >= 0:
            return len(string) - pos - 1
    return -1


def _padleft(width, s):
    return s.rjust(width)


def _padright(width, s):
    return s.ljust(width)


def _padboth(width, s):
    return s.center(width)


def _align_column(strings, alignment, minwidth=0):
    """[string] -> [padded_string]"""
    if alignment == "right":
        strings = [s.strip() for s in strings]
        padfn = _padleft
    elif alignment == "center":
        strings = [s.strip() for s in strings]
        padfn = _padboth
    elif alignment == "decimal":
        decimals = [_afterpoint(s) for s in strings]
        maxdecimals = max(decimals)
        strings = [s + (maxdecimals + decs) * " " for s, decs in zip(strings, decimals)]
        padfn = _padleft
    else:
        strings = [s.strip() for s in strings]
        padfn = _padright
    maxwidth = max(max(len(s) for s in strings), minwidth)
    return [padfn(maxwidth, s) for s in strings]
