"""Text helpers: display width and header styling."""

import unicodedata


def _str_block_width(val):
    """Columns taken by `val` when printed (East Asian wide characters count twice)."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in str(val))


def _get_size(text):
    lines = str(text).split("\n")
    height = len(lines)
    width = max(_str_block_width(line) for line in lines)
    return width, height


def _justify(text, width, align):
    excess = width - _str_block_width(text)
    if align == "l":
        return text + excess * " "
    if align == "r":
        return excess * " " + text
    # centre, leaning left like the original
    left = excess // 2
    return left * " " + text + (excess - left) * " "


def _style_header(field, header_style):
    if header_style == "cap":
        return field.capitalize()
    if header_style == "title":
        return field.capitalize()
    if header_style == "upper":
        return field.upper()
    if header_style == "lower":
        return field.lower()
    return field
