"""
Functions which convert between various types of color values.
"""

from ._definitions import CSS3, CSS21, _get_hex_map, _get_name_map
from ._normalization import IntegerRGB, normalize_hex, normalize_integer_triplet


def name_to_hex(name: str, spec: str = CSS3) -> str:
    """
    Convert a color name to a normalized hexadecimal color value.

    The color name will be normalized to lower-case before being looked up.
    """
    normalized = name.lower()
    hex_value = _get_name_map(spec).get(normalized)
    if hex_value is None:
        raise ValueError(f"'{name}' is not defined as a named color in {spec}")
    return hex_value


def name_to_rgb(name: str, spec: str = CSS3) -> IntegerRGB:
    """Convert a color name to a 3-tuple of integers suitable for use in an ``rgb()`` triplet."""
    return hex_to_rgb(name_to_hex(name, spec=spec))


def hex_to_name(hex_value: str, spec: str = CSS21) -> str:
    """
    Convert a hexadecimal color value to its corresponding normalized
    color name, if any such name exists.

    The hexadecimal value will be normalized before being looked up.
    """
    normalized = normalize_hex(hex_value)
    name = _get_hex_map(spec).get(normalized)
    if name is None:
        raise ValueError(f"'{hex_value}' has no defined color name in {spec}")
    return name


def hex_to_rgb(hex_value: str) -> IntegerRGB:
    """Convert a hexadecimal color value to a 3-tuple of integers."""
    int_value = int(normalize_hex(hex_value)[1:], 16)
    return IntegerRGB(int_value >> 16, int_value >> 8 & 0xFF, int_value & 0xFF)


def rgb_to_name(rgb_triplet, spec: str = CSS3) -> str:
    """Convert a 3-tuple of integers to its corresponding normalized color name."""
    return hex_to_name(rgb_to_hex(normalize_integer_triplet(rgb_triplet)), spec=spec)


def rgb_to_hex(rgb_triplet) -> str:
    """Convert a 3-tuple of integers to a normalized hexadecimal value for that color."""
    return "#{:02x}{:02x}{:02x}".format(*normalize_integer_triplet(rgb_triplet))
