"""Wildcard parsing."""
import functools
import re

IGNORECASE = 0x0002
NEGATE = 0x0004
DOTMATCH = 0x0040

_STAR = r'[^/]*?'
_QMARK = r'[^/]'
_NO_DOT = r'(?!\.)'


class WcParse(object):
    """Parse the wildcard pattern."""

    def __init__(self, pattern, flags=0):
        self.pattern = pattern
        self.flags = flags
        self.dot = bool(flags & DOTMATCH)

    def _sequence(self, i):
        """Handle character group; `i` points just after the opening `[`."""
        result = ['[']
        end = i
        if end < len(self.pattern) and self.pattern[end] in '!^':
            end += 1
        if end < len(self.pattern) and self.pattern[end] == ']':
            end += 1
        end = self.pattern.find(']', end)
        if end == -1:
            # No closing bracket: treat the `[` as a literal.
            return re.escape('['), i
        content = self.pattern[i:end]
        if content[:1] == '!':
            result.append('^')
            content = content[1:]
        for c in content:
            result.append('\\' + c if c in '\\[]^' else c)
        result.append(']')
        return ''.join(result), end + 1

    def parse(self):
        """Parse pattern into a regular expression string."""
        result = []
        i = 0
        pattern = self.pattern
        if not self.dot and pattern[:1] != '.':
            result.append(_NO_DOT)
        while i < len(pattern):
            c = pattern[i]
            i += 1
            if c == '*':
                result.append(_STAR)
            elif c == '?':
                result.append(_QMARK)
            elif c == '[':
                text, i = self._sequence(i)
                result.append(text)
            elif c == '\\' and i < len(pattern):
                result.append(re.escape(pattern[i]))
                i += 1
            else:
                result.append(re.escape(c))
        return r'^(?s:{})$'.format(''.join(result))


@functools.lru_cache(maxsize=256)
def compile_pattern(pattern, flags):
    """Compile the pattern to a regular expression."""
    return re.compile(WcParse(pattern, flags).parse(), re.I if flags & IGNORECASE else 0)
