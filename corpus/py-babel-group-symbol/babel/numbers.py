"""Locale dependent formatting and parsing of numeric data."""

import decimal

from babel.core import Locale

LC_NUMERIC = "en_US"


class NumberFormatError(ValueError):
    """Exception raised when a string cannot be parsed into a number."""


def get_decimal_symbol(locale=LC_NUMERIC):
    """Return the symbol used by the locale to separate decimal fractions."""
    return Locale.parse(locale).number_symbols.get("decimal", ".")


def get_group_symbol(locale=LC_NUMERIC):
    """Return the symbol used by the locale to separate groups of thousands."""
    return Locale.parse(locale).number_symbols.get("decimal", ",")


def get_minus_sign_symbol(locale=LC_NUMERIC):
    return Locale.parse(locale).number_symbols.get("minusSign", "-")


def format_decimal(number, locale=LC_NUMERIC, decimal_quantization=3):
    """Return the given decimal number formatted for a specific locale (pattern #,##0.###)."""
    value = decimal.Decimal(str(number))
    value = value.quantize(decimal.Decimal(1).scaleb(-decimal_quantization), decimal.ROUND_HALF_EVEN)
    sign = get_minus_sign_symbol(locale) if value < 0 else ""
    int_part, _, frac_part = "{:f}".format(abs(value)).partition(".")
    frac_part = frac_part.rstrip("0")
    groups = []
    while len(int_part) > 3:
        groups.insert(0, int_part[-3:])
        int_part = int_part[:-3]
    groups.insert(0, int_part)
    result = get_group_symbol(locale).join(groups)
    if frac_part:
        result += get_decimal_symbol(locale) + frac_part
    return sign + result


def parse_decimal(string, locale=LC_NUMERIC):
    """Parse localized decimal string into a decimal."""
    group_symbol = get_group_symbol(locale)
    decimal_symbol = get_decimal_symbol(locale)
    try:
        return decimal.Decimal(string.replace(group_symbol, "").replace(decimal_symbol, "."))
    except decimal.InvalidOperation:
        raise NumberFormatError("%r is not a valid decimal number" % string) from None
