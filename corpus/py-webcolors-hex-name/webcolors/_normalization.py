"""
Normalization utilities for color values.
"""

import re
from typing import NamedTuple

HEX_COLOR_RE = re.compile(r"^#([a-fA-F0-9]{3}|[a-fA-F0-9]{6})$")


class IntegerRGB(NamedTuple):
    """A color in the RGB model, as integers from 0 to 255."""
    red: int
    green: int
    blue: int


def normalize_hex(hex_value: str) -> str:
    """
    Normalize a hexadecimal color value to a string consisting of the
    character `#` followed by six lowercase hexadecimal digits (what
    HTML5 terms a "valid lowercase simple color").
    """
    match = HEX_COLOR_RE.match(hex_value)
    if match is None:
        raise ValueError(f"'{hex_value}' is not a valid hexadecimal color value.")
    hex_digits = match.group(1)
    if len(hex_digits) == 3:
        hex_digits = "".join(2 * s for s in hex_digits)
    return f"#{hex_digits.lower()}"


def _normalize_integer_rgb(value: int) -> int:
    """Internal normalization function for clipping integer values into the permitted range."""
    return 0 if value < 0 else 255 if value > 255 else value


def normalize_integer_triplet(rgb_triplet) -> IntegerRGB:
    """Normalize an integer ``rgb()`` triplet so that all values are within the range 0..255."""
    return IntegerRGB._make(_normalize_integer_rgb(value) for value in rgb_triplet)
