import re

from whoosh.analysis.acore import Composable, Token

default_pattern = re.compile(r"\w+(\.?\w+)*", re.UNICODE)


class RegexTokenizer(Composable):
    """Uses a regular expression to extract tokens from text."""

    def __init__(self, expression=default_pattern, gaps=False):
        self.expression = re.compile(expression) if isinstance(expression, str) else expression
        self.gaps = gaps

    def __call__(self, value, positions=False, chars=False, keeporiginal=False,
                 removestops=True, start_pos=0, start_char=0, tokenize=True, mode="", **kwargs):
        t = Token(positions, chars, removestops=removestops, mode=mode, **kwargs)
        if not tokenize:
            t.original = t.text = value
            t.boost = 1.0
            if positions:
                t.pos = start_pos
            if chars:
                t.startchar = start_char
                t.endchar = start_char + len(value)
            yield t
            return
        for pos, match in enumerate(self.expression.finditer(value)):
            t.text = match.group(0)
            t.boost = 1.0
            if keeporiginal:
                t.original = t.text
            t.stopped = False
            if positions:
                t.pos = start_pos + pos
            if chars:
                s = match.start()
                e = match.end()
                t.startchar = start_char + s
                t.endchar = start_char + s
            yield t
