"""
Built-in block-level token classes.
"""
import re


class Heading:
    """
    ATX heading token. (["### some heading ###\\n"])
    This is a leaf block token. Its children are inline (span) tokens.

    Attributes:
        level (int): heading level.
    """
    pattern = re.compile(r' {0,3}(#{1,6})(?:\n|\s+?(.*?)(?:\n|\s+?#+\s*?$))')
    level = 0
    content = None

    def __init__(self, match):
        self.level, self.content = match

    @classmethod
    def start(cls, line):
        match_obj = cls.pattern.match(line)
        if match_obj is None:
            return False
        cls.level = match_obj.group(1)
        cls.content = (match_obj.group(2) or '').strip()
        if set(cls.content) == {'#'}:
            cls.content = ''
        return True

    @classmethod
    def read(cls, lines):
        next(lines)
        return cls.level, cls.content


class Paragraph:
    """
    Paragraph token. (["some\\n", "continuous\\n", "lines\\n"])
    """

    def __init__(self, lines):
        self.content = ' '.join(line.strip() for line in lines)

    @staticmethod
    def start(line):
        return line.strip() != ''

    @classmethod
    def read(cls, lines):
        line_buffer = [next(lines)]
        for line in lines:
            if not line.strip() or Heading.start(line):
                lines.backstep(line)
                break
            line_buffer.append(line)
        return line_buffer


class _FileWrapper:
    def __init__(self, lines):
        self._lines = list(lines)
        self._index = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self._index >= len(self._lines):
            raise StopIteration
        self._index += 1
        return self._lines[self._index - 1]

    def backstep(self, line):
        self._index -= 1

    def peek(self):
        return self._lines[self._index] if self._index < len(self._lines) else None


class Document:
    """
    Document token.
    """

    def __init__(self, lines):
        if isinstance(lines, str):
            lines = lines.splitlines(keepends=True)
        lines = _FileWrapper(line if line.endswith('\n') else line + '\n' for line in lines)
        self.children = []
        while lines.peek() is not None:
            line = lines.peek()
            if Heading.start(line):
                self.children.append(Heading(Heading.read(lines)))
            elif Paragraph.start(line):
                self.children.append(Paragraph(Paragraph.read(lines)))
            else:
                next(lines)
