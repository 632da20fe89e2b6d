"""
    pygments.lexer
    ~~~~~~~~~~~~~~

    Base lexer classes.
"""
import re

from pygments.util import get_bool_opt, get_int_opt

__all__ = ['Lexer', 'RegexLexer']


class Lexer:
    """
    Lexer for a specific language.

    Options: ``stripnl`` (strip leading and trailing newlines, default True),
    ``stripall`` (strip all leading and trailing whitespace, default False),
    ``ensurenl`` (make sure the input ends with a newline, default True),
    ``tabsize`` (expand tabs to this many spaces, default 0 = no expansion).
    """

    def __init__(self, **options):
        self.options = options
        self.stripnl = get_bool_opt(options, 'stripnl', True)
        self.stripall = get_bool_opt(options, 'stripall', False)
        self.ensurenl = get_bool_opt(options, 'ensurenl', True)
        self.tabsize = get_int_opt(options, 'tabsize', 0)

    def _preprocess_lexer_input(self, text):
        """Apply preprocessing such as newline normalization and stripping."""
        text = text.replace('\r\n', '\n').replace('\r', '\n')
        if self.stripall:
            text = text.strip()
        elif self.stripnl:
            text = text.strip('\n')
        if self.tabsize > 0:
            text = text.expandtabs(self.tabsize)
        if self.stripnl and not text.endswith('\n'):
            text += '\n'
        return text

    def get_tokens(self, text):
        """
        This method is the basic interface of a lexer. It is called by
        the `highlight()` function. It must process the text and return an
        iterable of ``(tokentype, value)`` pairs from `text`.
        """
        text = self._preprocess_lexer_input(text)
        for _, t, v in self.get_tokens_unprocessed(text):
            yield t, v

    def get_tokens_unprocessed(self, text):
        raise NotImplementedError


class RegexLexer(Lexer):
    """
    Base for simple stateless regular expression-based lexers.
    ``tokens`` is a list of ``(regex, tokentype)`` pairs tried in order.
    """
    tokens = []

    def get_tokens_unprocessed(self, text):
        rules = [(re.compile(rx, re.M).match, tok) for rx, tok in self.tokens]
        pos = 0
        while pos < len(text):
            for rexmatch, action in rules:
                m = rexmatch(text, pos)
                if m:
                    yield pos, action, m.group()
                    pos = m.end()
                    break
            else:
                yield pos, 'Error', text[pos]
                pos += 1
