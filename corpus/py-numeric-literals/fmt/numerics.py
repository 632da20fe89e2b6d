"""Formatting of numeric literals: lowercase prefixes and exponents, uppercase hex digits."""


def format_hex(text):
    """0xabcdef -> 0xABCDEF"""
    before, after = text[:3], text[3:]
    return f"{before}{after.upper()}"


def format_scientific_notation(text):
    """1E5 -> 1e5, 1.E+5 -> 1.0e5"""
    before, after = text.split("e")
    sign = ""
    if after.startswith("-"):
        after = after[1:]
        sign = "-"
    elif after.startswith("+"):
        after = after[1:]
    before = format_float_or_int_string(before)
    return f"{before}e{sign}{after}"


def format_complex_number(text):
    number = text[:-1]
    suffix = text[-1]
    return f"{format_float_or_int_string(number)}{suffix}"


def format_float_or_int_string(text):
    """1. -> 1.0, .5 -> 0.5"""
    if "." not in text:
        return text
    before, after = text.split(".")
    return f"{before or 0}.{after or 0}"


def normalize_numeric_literal(text):
    text = text.lower()
    if text.startswith(("0b", "0o")):
        return text
    if text.startswith("0x"):
        return format_hex(text)
    if "e" in text:
        return format_scientific_notation(text)
    if text.endswith("j"):
        return format_complex_number(text)
    return format_float_or_int_string(text)
