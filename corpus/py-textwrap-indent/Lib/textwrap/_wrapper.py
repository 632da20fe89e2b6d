import re

_whitespace = '\t\n\x0b\x0c\r '


class TextWrapper:
    """
    Object for wrapping/filling text.  (Reduced: splits on whitespace only.)
    """

    unicode_whitespace_trans = dict.fromkeys(map(ord, _whitespace), ord(' '))
    wordsep_simple_re = re.compile(r'(\s+)')

    def __init__(self, width=70, initial_indent="", subsequent_indent=""):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent

    def _split_chunks(self, text):
        text = text.translate(self.unicode_whitespace_trans)
        return [c for c in self.wordsep_simple_re.split(text) if c]

    def _wrap_chunks(self, chunks):
        lines = []
        chunks.reverse()
        while chunks:
            cur_line, cur_len = [], 0
            indent = self.subsequent_indent if lines else self.initial_indent
            width = self.width - len(indent)
            if chunks[-1].strip() == '' and lines:
                del chunks[-1]
            while chunks and (cur_len + len(chunks[-1]) <= width or not cur_line):
                cur_len += len(chunks[-1])
                cur_line.append(chunks.pop())
            if cur_line and cur_line[-1].strip() == '':
                del cur_line[-1]
            if cur_line:
                lines.append(indent + ''.join(cur_line))
        return lines

    def wrap(self, text):
        return self._wrap_chunks(self._split_chunks(text))

    def fill(self, text):
        return "\n".join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).fill(text)
