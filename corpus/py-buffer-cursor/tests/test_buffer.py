import unittest

from ptk.buffer import Buffer
from ptk.document import Document

TEXT = "line 1\nline 2\nline 3\nline 4\n"


class DocumentTest(unittest.TestCase):
    def test_lines(self):
        self.assertEqual(Document(TEXT).lines, ["line 1", "line 2", "line 3", "line 4", ""])

    def test_position_inside_line(self):
        document = Document(TEXT, 10)
        self.assertEqual(document.cursor_position_row, 1)
        self.assertEqual(document.cursor_position_col, 3)
        self.assertEqual(document.current_line, "line 2")

    def test_position_at_line_start(self):
        document = Document(TEXT, 14)
        self.assertEqual((document.cursor_position_row, document.cursor_position_col), (2, 0))
        self.assertEqual(document.current_line, "line 3")

    def test_row_col_to_index(self):
        document = Document(TEXT)
        self.assertEqual(document.translate_row_col_to_index(2, 4), 18)
        self.assertEqual(document.translate_row_col_to_index(0, 99), 6)


class BufferTest(unittest.TestCase):
    def test_insert_and_delete(self):
        b = Buffer("hello")
        b.insert_text(" world")
        self.assertEqual(b.text, "hello world")
        self.assertEqual(b.delete_before_cursor(3), "rld")
        self.assertEqual((b.text, b.cursor_position), ("hello wo", 8))

    def test_cursor_up_keeps_column(self):
        b = Buffer("first line\nsecond\nthird line")
        b.cursor_position = 24
        b.cursor_up()
        self.assertEqual(b.cursor_position, 17)
        b.cursor_up()
        self.assertEqual(b.cursor_position, 6)

    def test_cursor_down_from_line_start(self):
        b = Buffer("def f():\n    pass\n")
        b.cursor_position = 0
        b.cursor_down()
        self.assertEqual(b.cursor_position, 9)
        self.assertEqual(b.document.current_line, "    pass")


if __name__ == "__main__":
    unittest.main()
