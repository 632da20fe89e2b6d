"""Formatting decimals with the symbols and patterns of a locale."""

from decimal import ROUND_HALF_EVEN, Decimal

from .numbers import parse_pattern

LOCALES = {
    'en_US': {'decimal': '.', 'group': ',', 'pattern': '#,##0.###'},
    'de_DE': {'decimal': ',', 'group': '.', 'pattern': '#,##0.###'},
    'fr_CH': {'decimal': '.', 'group': '\u2019', 'pattern': '#,##0.###'},
    'en_IN': {'decimal': '.', 'group': ',', 'pattern': '#,##,##0.###'},
    'hi_IN': {'decimal': '.', 'group': ',', 'pattern': '#,##,##0.###'},
}


def _format_int(value, min_digits, grouping, group_symbol):
    width = len(value)
    if width < min_digits:
        value = '0' * (min_digits - width) + value
    gsize = grouping[0]
    ret = ''
    while len(value) > gsize:
        ret = group_symbol + value[-gsize:] + ret
        value = value[:-gsize]
        gsize = grouping[1]
    return value + ret


def format_decimal(number, format=None, locale='en_US'):
    """Return the given decimal number formatted for a specific locale.

    >>> format_decimal(1234567.891, locale='en_US')
    '1,234,567.891'
    """
    data = LOCALES[locale]
    pattern = parse_pattern(format or data['pattern'])
    min_frac, max_frac = pattern.frac_prec
    value = Decimal(str(number)).quantize(Decimal(1).scaleb(-max_frac), ROUND_HALF_EVEN)
    sign = '-' if value < 0 else ''
    integer, _, fraction = '{:f}'.format(abs(value)).partition('.')
    fraction = fraction.rstrip('0')
    if len(fraction) < min_frac:
        fraction = fraction + '0' * (min_frac - len(fraction))
    result = _format_int(integer, pattern.int_prec[0], pattern.grouping, data['group'])
    if fraction:
        result += data['decimal'] + fraction
    return sign + pattern.prefix + result + pattern.suffix
