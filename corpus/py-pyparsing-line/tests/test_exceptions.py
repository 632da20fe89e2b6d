import unittest

from pyparsing import ParseException

SOURCE = "x = 1\ny = 2 +\nz = 3"


class TestParseException(unittest.TestCase):
    def test_str_single_line(self):
        pe = ParseException("ABC 123", 4, "Expected W:(A-Z)")
        self.assertEqual(str(pe), "Expected W:(A-Z), found '1'  (at char 4), (line:1, col:5)")

    def test_str_at_end(self):
        pe = ParseException("ABC", 3, "Expected end")
        self.assertEqual(str(pe), "Expected end, found end of text  (at char 3), (line:1, col:4)")

    def test_lineno_and_col_second_line(self):
        pe = ParseException(SOURCE, SOURCE.index("+") + 1, "Expected term")
        self.assertEqual(pe.lineno, 2)
        self.assertEqual(pe.col, 8)

    def test_line_of_second_line(self):
        pe = ParseException(SOURCE, SOURCE.index("+"), "Expected term")
        self.assertEqual(pe.line, "y = 2 +")

    def test_mark_input_line(self):
        pe = ParseException(SOURCE, SOURCE.index("z") + 4, "Expected end")
        self.assertEqual(pe.mark_input_line(), "z = >!<3")

    def test_line_of_first_line(self):
        pe = ParseException(SOURCE, 2, "Expected ident")
        self.assertEqual(pe.line, "x = 1")
