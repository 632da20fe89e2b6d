"""
Definitions of the color names and specifications known to webcolors.
"""

HTML4 = "html4"
CSS2 = "css2"
CSS21 = "css21"
CSS3 = "css3"

SUPPORTED_SPECIFICATIONS = (CSS2, CSS21, CSS3, HTML4)

SPECIFICATION_ERROR_TEMPLATE = "{{spec}} is not a supported specification for color name lookups; \
supported specifications are: {supported}.".format(
    supported=",".join(SUPPORTED_SPECIFICATIONS)
)


def _reversedict(dict_to_reverse: dict) -> dict:
    """
    Internal helper for generating reverse mappings; given a
    dictionary, returns a new dictionary with keys and values swapped.
    """
    return {value: key for key, value in dict_to_reverse.items()}


_HTML4_NAMES_TO_HEX = {
    "aqua": "#00ffff", "black": "#000000", "blue": "#0000ff", "fuchsia": "#ff00ff",
    "green": "#008000", "gray": "#808080", "lime": "#00ff00", "maroon": "#800000",
    "navy": "#000080", "olive": "#808000", "purple": "#800080", "red": "#ff0000",
    "silver": "#c0c0c0", "teal": "#008080", "white": "#ffffff", "yellow": "#ffff00",
}

# CSS2 used the same list as HTML 4; CSS2.1 added orange.
_CSS2_NAMES_TO_HEX = _HTML4_NAMES_TO_HEX
_CSS21_NAMES_TO_HEX = {"orange": "#ffa500", **_HTML4_NAMES_TO_HEX}

# CSS3 took its list from SVG (a subset of it here).
_CSS3_NAMES_TO_HEX = {
    "aliceblue": "#f0f8ff", "coral": "#ff7f50", "darkorange": "#ff8c00",
    "indigo": "#4b0082", "rebeccapurple": "#663399", "tomato": "#ff6347",
    **_CSS21_NAMES_TO_HEX,
}

_NAMES_TO_HEX = {
    HTML4: _HTML4_NAMES_TO_HEX,
    CSS2: _CSS2_NAMES_TO_HEX,
    CSS21: _CSS21_NAMES_TO_HEX,
    CSS3: _CSS3_NAMES_TO_HEX,
}

_HEX_TO_NAMES = {spec: _reversedict(mapping) for spec, mapping in _NAMES_TO_HEX.items()}


def _get_name_map(spec: str) -> dict:
    if spec not in SUPPORTED_SPECIFICATIONS:
        raise ValueError(SPECIFICATION_ERROR_TEMPLATE.format(spec=spec))
    return _NAMES_TO_HEX[spec]


def _get_hex_map(spec: str) -> dict:
    if spec not in SUPPORTED_SPECIFICATIONS:
        raise ValueError(SPECIFICATION_ERROR_TEMPLATE.format(spec=spec))
    return _HEX_TO_NAMES[spec]
