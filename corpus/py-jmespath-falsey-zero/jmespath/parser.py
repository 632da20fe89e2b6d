"""Top down operator precedence parser for a subset of JMESPath.

Supported: identifiers, sub-expressions (a.b), `||`, `&&`, `!` and parentheses.
"""

import re

_TOKENS = re.compile(r"\s*(?:(\|\||&&|[.!()])|([A-Za-z_][A-Za-z0-9_]*))")
BINDING_POWER = {"eof": 0, "or": 2, "and": 3, "not": 45, "dot": 40}


class ParseError(ValueError):
    pass


class Parser:
    def parse(self, expression):
        self._tokens = self._tokenize(expression)
        self._index = 0
        ast = self._expression(0)
        if self._current() != "eof":
            raise ParseError("Unexpected token: %s" % self._current())
        return ast

    def _tokenize(self, expression):
        tokens, pos = [], 0
        expression = expression.rstrip()
        while pos < len(expression):
            m = _TOKENS.match(expression, pos)
            if not m:
                raise ParseError("Unknown token at %d: %r" % (pos, expression[pos:]))
            op, name = m.groups()
            tokens.append({"||": ("or", op), "&&": ("and", op), ".": ("dot", op), "!": ("not", op),
                           "(": ("lparen", op), ")": ("rparen", op)}.get(op, ("unquoted_identifier", name)))
            pos = m.end()
        return tokens + [("eof", "")]

    def _current(self):
        return self._tokens[self._index][0]

    def _advance(self):
        self._index += 1
        return self._tokens[self._index - 1]

    def _expression(self, binding_power):
        kind, value = self._advance()
        if kind == "unquoted_identifier":
            left = {"type": "field", "children": [], "value": value}
        elif kind == "not":
            left = {"type": "not_expression", "children": [self._expression(BINDING_POWER["not"])]}
        elif kind == "lparen":
            left = self._expression(0)
            if self._advance()[0] != "rparen":
                raise ParseError("Expected ')'")
        else:
            raise ParseError("Unexpected token: %s" % value)
        while binding_power < BINDING_POWER.get(self._current(), 0):
            kind, _ = self._advance()
            right = self._expression(BINDING_POWER[kind])
            node_type = {"or": "or_expression", "and": "and_expression", "dot": "subexpression"}[kind]
            left = {"type": node_type, "children": [left, right]}
        return left
