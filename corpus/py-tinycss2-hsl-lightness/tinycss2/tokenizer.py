import re

from .ast import (FunctionBlock, IdentToken, LiteralToken, NumberToken, ParseError,
                  PercentageToken, WhitespaceToken)

_WHITESPACE_RE = re.compile(r'[ \n\t]+')
_NUMBER_RE = re.compile(r'[-+]?([0-9]*\.)?[0-9]+([eE][+-]?[0-9]+)?')
_IDENT_RE = re.compile(r'-?[a-zA-Z_\u0080-\U0010FFFF][a-zA-Z0-9_\-\u0080-\U0010FFFF]*')


def parse_component_value_list(css):
    """Parse a list of component values (tokens and functions)."""
    tokens = root = []
    stack = []
    pos = 0
    length = len(css)
    while pos < length:
        line = css.count('\n', 0, pos) + 1
        column = pos - css.rfind('\n', 0, pos)
        c = css[pos]
        if c in ' \n\t':
            match = _WHITESPACE_RE.match(css, pos)
            tokens.append(WhitespaceToken(line, column, match.group()))
            pos = match.end()
        elif _NUMBER_RE.match(css, pos):
            match = _NUMBER_RE.match(css, pos)
            representation = match.group()
            value = float(representation)
            int_value = int(representation) if match.group(1) is None and match.group(2) is None else None
            pos = match.end()
            if pos < length and css[pos] == '%':
                pos += 1
                tokens.append(PercentageToken(line, column, value, int_value, representation))
            else:
                tokens.append(NumberToken(line, column, value, int_value, representation))
        elif _IDENT_RE.match(css, pos):
            match = _IDENT_RE.match(css, pos)
            pos = match.end()
            if pos < length and css[pos] == '(':
                pos += 1
                function = FunctionBlock(line, column, match.group(), [])
                tokens.append(function)
                stack.append(tokens)
                tokens = function.arguments
            else:
                tokens.append(IdentToken(line, column, match.group()))
        elif c == ')' and stack:
            tokens = stack.pop()
            pos += 1
        else:
            tokens.append(LiteralToken(line, column, c))
            pos += 1
    return root


def parse_one_component_value(input):
    """Parse a single component value, or return a ParseError."""
    tokens = [token for token in parse_component_value_list(input)
              if token.type != 'whitespace']
    if not tokens:
        return ParseError(1, 1, 'empty')
    if len(tokens) > 1:
        return ParseError(tokens[1].line, tokens[1].column, 'extra-input')
    return tokens[0]
