"""Parsing of CLDR number patterns such as ``#,##0.###``."""

import re

PREFIX_END = r'[^0-9@#.,]'
NUMBER_TOKEN = r'[0-9@#.,E+]'
number_re = re.compile(r"(?P<prefix>(?:'[^']*'|%s)*)(?P<number>%s*)(?P<suffix>.*)"
                       % (PREFIX_END, NUMBER_TOKEN))


class NumberPattern:
    def __init__(self, pattern, prefix, suffix, grouping, int_prec, frac_prec):
        self.pattern = pattern
        self.prefix = prefix
        self.suffix = suffix
        self.grouping = grouping
        self.int_prec = int_prec
        self.frac_prec = frac_prec

    def __repr__(self):
        return '<%s %r>' % (type(self).__name__, self.pattern)


def parse_grouping(p):
    """Parse primary and secondary digit grouping

    >>> parse_grouping('##')
    (1000, 1000)
    >>> parse_grouping('#,###')
    (3, 3)
    >>> parse_grouping('#,####,###')
    (3, 4)
    """
    width = len(p)
    g1 = p.rfind(',')
    if g1 == -1:
        return 1000, 1000
    g1 = width - g1 - 1
    g2 = p[:-g1 - 1].rfind(',')
    if g2 == -1:
        return g1, g1
    g2 = width - g1 - g2 - 1
    return g1, g2


def parse_precision(p):
    """Calculate the min and max allowed digits"""
    min = max = 0
    for c in p:
        if c == '0':
            min += 1
            max += 1
        elif c == '#':
            max += 1
        elif c == ',':
            continue
        else:
            break
    return min, max


def parse_pattern(pattern):
    """Parse number format patterns"""
    if isinstance(pattern, NumberPattern):
        return pattern
    pos_pattern = pattern.split(';')[0]
    prefix, number, suffix = number_re.search(pos_pattern).groups()
    if '.' in number:
        integer, fraction = number.rsplit('.', 1)
    else:
        integer, fraction = number, ''
    return NumberPattern(pattern, prefix, suffix, parse_grouping(integer),
                         parse_precision(integer), parse_precision(fraction))
