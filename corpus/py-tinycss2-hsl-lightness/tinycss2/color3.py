import collections
from colorsys import hls_to_rgb

from .tokenizer import parse_one_component_value


class RGBA(collections.namedtuple('RGBA', ['red', 'green', 'blue', 'alpha'])):
    """An RGBA color: a tuple of four floats in the 0..1 range."""


def parse_color(input):
    """Parse a CSS Color Level 3 value: an RGBA tuple, or None if it is not a color."""
    token = parse_one_component_value(input) if isinstance(input, str) else input
    if token.type == 'ident':
        return _COLOR_KEYWORDS.get(token.lower_value)
    elif token.type == 'function':
        args = _parse_comma_separated(token.arguments)
        if args:
            name = token.lower_name
            if name == 'rgb':
                return _parse_rgb(args, alpha=1.)
            elif name == 'rgba':
                alpha = _parse_alpha(args[3:])
                if alpha is not None:
                    return _parse_rgb(args[:3], alpha)
            elif name == 'hsl':
                return _parse_hsl(args, alpha=1.)
            elif name == 'hsla':
                alpha = _parse_alpha(args[3:])
                if alpha is not None:
                    return _parse_hsl(args[:3], alpha)


def _parse_alpha(args):
    if len(args) == 1 and args[0].type == 'number':
        return min(1, max(0, args[0].value))


def _parse_rgb(args, alpha):
    types = [arg.type for arg in args]
    if types == ['number', 'number', 'number'] and all(a.is_integer for a in args):
        r, g, b = [arg.int_value / 255 for arg in args[:3]]
        return RGBA(r, g, b, alpha)
    elif types == ['percentage', 'percentage', 'percentage']:
        r, g, b = [arg.value / 100 for arg in args[:3]]
        return RGBA(r, g, b, alpha)


def _parse_hsl(args, alpha):
    types = [arg.type for arg in args]
    if types == ['number', 'percentage', 'percentage'] and args[0].is_integer:
        r, g, b = hls_to_rgb(args[0].int_value / 360, args[1].value / 100, args[2].value / 100)
        return RGBA(r, g, b, alpha)


def _parse_comma_separated(tokens):
    tokens = [token for token in tokens if token.type != 'whitespace']
    if not tokens:
        return []
    if len(tokens) % 2 == 1 and all(token == ',' for token in tokens[1::2]):
        return tokens[::2]


_BASIC_COLOR_KEYWORDS = [  # (r, g, b) in 0..255
    ('black', (0, 0, 0)), ('gray', (128, 128, 128)), ('white', (255, 255, 255)), ('red', (255, 0, 0)),
    ('lime', (0, 255, 0)), ('blue', (0, 0, 255)), ('navy', (0, 0, 128))]
_COLOR_KEYWORDS = {ident: RGBA(r / 255., g / 255., b / 255., 1.) for ident, (r, g, b) in _BASIC_COLOR_KEYWORDS}
_COLOR_KEYWORDS['transparent'] = RGBA(0., 0., 0., 0.)
