import unittest

from texttable import ArraySizeError, Texttable
from texttable.cells import len_cell


def clean(text):
    return "\n".join(line.strip() for line in text.strip().splitlines())


class TexttableTests(unittest.TestCase):
    def test_header_wider_than_rows(self):
        table = Texttable()
        table.add_rows([["Name", "Age"], ["Al", 7], ["Bo", 31]])
        self.assertEqual(table.draw(), clean("""
            +------+-----+
            | Name | Age |
            +======+=====+
            | Al   | 7   |
            | Bo   | 31  |
            +------+-----+
        """))

    def test_rows_wider_than_header(self):
        table = Texttable()
        table.set_cols_align(["l", "r"])
        table.add_rows([["id", "n"], ["alpha", 1], ["beta", 12345]])
        self.assertEqual(table.draw(), clean("""
            +-------+-------+
            | id    |     n |
            +=======+=======+
            | alpha |     1 |
            | beta  | 12345 |
            +-------+-------+
        """))

    def test_multiline_cell(self):
        table = Texttable()
        table.add_rows([["key", "value"], ["k", "one\ntwo"]])
        self.assertEqual(table.draw().splitlines()[3:5], ["| k   | one   |", "|     | two   |"])

    def test_wrong_row_size(self):
        table = Texttable()
        with self.assertRaises(ArraySizeError):
            table.add_rows([["a", "b"], [1, 2, 3]])

    def test_empty_table(self):
        self.assertIsNone(Texttable().draw())

    def test_len_cell(self):
        self.assertEqual(len_cell("abc\nde"), 3)
        self.assertEqual(len_cell("a\tb"), 9)


if __name__ == "__main__":
    unittest.main()
