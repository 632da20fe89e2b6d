"""
Utility functions for working with the color names and color value
formats defined by the HTML and CSS specifications for use in
documents on the web.
"""

from ._conversion import hex_to_name, hex_to_rgb, name_to_hex, name_to_rgb, rgb_to_hex, rgb_to_name
from ._definitions import CSS2, CSS3, CSS21, HTML4
from ._normalization import normalize_hex, normalize_integer_triplet

__all__ = [
    "HTML4", "CSS2", "CSS21", "CSS3",
    "name_to_hex", "name_to_rgb", "hex_to_name", "hex_to_rgb", "rgb_to_name", "rgb_to_hex",
    "normalize_hex", "normalize_integer_triplet",
]
