import re

_RATIONAL_FORMAT = re.compile(r"""
    \A\s*                                  # optional whitespace at the start,
    (?P<sign>[-+]?)                        # an optional sign, then
    (?=\d|\.\d)                            # lookahead for digit or .digit
    (?P<num>\d*)                           # numerator (possibly empty)
    (?:                                    # followed by
       (?:\s*/\s*(?P<denom>\d+))?          # an optional denominator
    |                                      # or
       (?:\.(?P<decimal>\d*))?             # an optional fractional part
       (?:E(?P<exp>[-+]?\d+))?             # and optional exponent
    )
    \s*\Z                                  # and optional whitespace to finish
""", re.VERBOSE | re.IGNORECASE)


def parse_rational(string):
    """Return (numerator, denominator) for a string such as '3/7', '-1.5e3'."""
    m = _RATIONAL_FORMAT.match(string)
    if m is None:
        raise ValueError('Invalid literal for Fraction: %r' % string)
    numerator = int(m.group('num') or '0')
    denom = m.group('denom')
    if denom:
        denominator = int(denom)
    else:
        denominator = 1
        decimal = m.group('decimal')
        if decimal:
            scale = 10**len(decimal)
            numerator = numerator * scale + int(decimal)
            denominator *= scale
        exp = m.group('exp')
        if exp:
            exp = int(exp)
            if exp >= 0:
                numerator *= 10**exp
            else:
                denominator *= 10**-exp
    if m.group('sign') == '-':
        numerator = -numerator
    return numerator, denominator
