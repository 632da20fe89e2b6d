"""A mutable editing buffer on top of Document."""

from .document import Document


class Buffer:
    def __init__(self, text=""):
        self.document = Document(text)
        self.preferred_column = None

    @property
    def text(self):
        return self.document.text

    @property
    def cursor_position(self):
        return self.document.cursor_position

    @cursor_position.setter
    def cursor_position(self, value):
        self.document = Document(self.text, max(0, min(value, len(self.text))))

    def insert_text(self, data):
        pos = self.cursor_position
        self.document = Document(self.text[:pos] + data + self.text[pos:], pos + len(data))
        self.preferred_column = None

    def delete_before_cursor(self, count=1):
        pos = self.cursor_position
        deleted = self.text[max(0, pos - count):pos]
        self.document = Document(self.text[: pos - len(deleted)] + self.text[pos:], pos - len(deleted))
        return deleted

    def _move_to_row(self, row):
        col = self.preferred_column
        if col is None:
            col = self.document.cursor_position_col
        self.cursor_position = self.document.translate_row_col_to_index(row, col)
        self.preferred_column = col

    def cursor_up(self, count=1):
        self._move_to_row(self.document.cursor_position_row - count)

    def cursor_down(self, count=1):
        self._move_to_row(self.document.cursor_position_row + count)
