"""Statement splitting: a semicolon ends a statement unless it is inside a block."""

from .lexer import KEYWORD, PUNCTUATION, WHITESPACE, tokenize


class StatementSplitter:
    """Collects tokens into statements, tracking parentheses and BEGIN/CASE ... END blocks."""

    def __init__(self):
        self._reset()

    def _reset(self):
        self.level = 0
        self.consume_ws = False
        self.tokens = []

    def _change_splitlevel(self, ttype, value):
        if ttype is PUNCTUATION and value == "(":
            return 1
        if ttype is PUNCTUATION and value == ")":
            return -1
        if ttype is not KEYWORD:
            return 0
        unified = value.lower()
        if unified in ("BEGIN", "CASE"):
            return 1
        if unified == "END":
            return -1
        return 0

    def process(self, sql):
        for ttype, value in tokenize(sql):
            if self.consume_ws and ttype is not WHITESPACE:
                yield "".join(self.tokens)
                self._reset()
            self.level += self._change_splitlevel(ttype, value)
            self.tokens.append(value)
            if self.level <= 0 and ttype is PUNCTUATION and value == ";":
                self.consume_ws = True
        if self.tokens and "".join(self.tokens).strip():
            yield "".join(self.tokens)
