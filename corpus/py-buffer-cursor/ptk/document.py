"""Immutable text with a cursor position."""

import bisect


class Document:
    __slots__ = ("_text", "_cursor_position", "_line_indexes")

    def __init__(self, text="", cursor_position=None):
        if cursor_position is None:
            cursor_position = len(text)
        assert 0 <= cursor_position <= len(text), "cursor position out of range"
        self._text = text
        self._cursor_position = cursor_position
        self._line_indexes = None

    @property
    def text(self):
        return self._text

    @property
    def cursor_position(self):
        return self._cursor_position

    @property
    def lines(self):
        return self._text.split("\n")

    @property
    def _line_start_indexes(self):
        if self._line_indexes is None:
            indexes = [0]
            for line in self.lines[:-1]:
                indexes.append(indexes[-1] + len(line) + 1)
            self._line_indexes = indexes
        return self._line_indexes

    def translate_index_to_position(self, index):
        """Given an index for the text, return the (row, col) tuple, 0-based."""
        indexes = self._line_start_indexes
        row = bisect.bisect_left(indexes, index) - 1
        col = index - indexes[row]
        return row, col

    def translate_row_col_to_index(self, row, col):
        indexes = self._line_start_indexes
        row = max(0, min(row, len(indexes) - 1))
        line = self.lines[row]
        return indexes[row] + max(0, min(col, len(line)))

    @property
    def cursor_position_row(self):
        return self.translate_index_to_position(self._cursor_position)[0]

    @property
    def cursor_position_col(self):
        return self.translate_index_to_position(self._cursor_position)[1]

    @property
    def current_line(self):
        return self.lines[self.cursor_position_row]

    @property
    def text_before_cursor(self):
        return self._text[: self._cursor_position]
