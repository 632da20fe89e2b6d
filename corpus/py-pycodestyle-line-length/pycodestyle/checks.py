"""Physical line checks: each takes the line and returns (offset, text) or None."""

import re

MAX_LINE_LENGTH = 79
INDENT_REGEX = re.compile(r'([ \t]*)')

_checks = []


def register_check(check):
    """Register a new check object."""
    _checks.append(check)
    return check


def init_checks_registry():
    return list(_checks)


@register_check
def tabs_obsolete(physical_line, indent_char):
    r"""On new projects, spaces-only are strongly recommended over tabs.

    Okay: if True:\n    return
    W191: if True:\n\treturn
    """
    indent = INDENT_REGEX.match(physical_line).group(1)
    if '\t' in indent:
        return indent.index('\t'), "W191 indentation contains tabs"


@register_check
def trailing_whitespace(physical_line):
    r"""Trailing whitespace is superfluous.

    Okay: spam(1)\n#
    W291: spam(1) \n#
    W293: class Foo(object):\n    \n    bang = 12
    """
    physical_line = physical_line.rstrip('\n')    # chr(10), newline
    physical_line = physical_line.rstrip('\r')    # chr(13), carriage return
    physical_line = physical_line.rstrip('\x0c')  # chr(12), form feed, ^L
    stripped = physical_line.rstrip(' \t\v')
    if physical_line != stripped:
        if stripped:
            return len(stripped), "W291 trailing whitespace"
        else:
            return 0, "W293 blank line contains whitespace"


@register_check
def maximum_line_length(physical_line, max_line_length, multiline, noqa):
    r"""Limit all lines to a maximum of 79 characters.

    Reports error E501.
    """
    line = physical_line.rstrip()
    length = len(physical_line)
    if length > max_line_length and not noqa:
        # Special case for long URLs in comments or docstrings: if the
        # first 72 characters are whitespace, ignore the length.
        chunks = line.split()
        if ((len(chunks) == 1 and multiline) or
            (len(chunks) == 2 and chunks[0] == '#')) and \
                len(line) - len(chunks[-1]) < max_line_length - 7:
            return
        return (max_line_length, "E501 line too long "
                "(%d > %d characters)" % (length, max_line_length))
