import unittest

from xlsxwriter import Worksheet
from xlsxwriter.ranges import xl_cell_to_rowcol, xl_range, quote_sheetname
from xlsxwriter.utility import xl_rowcol_to_cell


class TestUtility(unittest.TestCase):

    def test_xl_rowcol_to_cell(self):
        tests = [
            # row, col, A1 string
            (0, 0, "A1"),
            (0, 1, "B1"),
            (0, 2, "C1"),
            (1, 0, "A2"),
            (0, 26, "AA1"),
            (9, 27, "AB10"),
            (99, 255, "IV100"),
            (1048575, 16383, "XFD1048576"),
        ]
        for row, col, string in tests:
            self.assertEqual(xl_rowcol_to_cell(row, col), string)

    def test_xl_rowcol_to_cell_abs(self):
        self.assertEqual(xl_rowcol_to_cell(0, 0, row_abs=True), "A$1")
        self.assertEqual(xl_rowcol_to_cell(0, 0, col_abs=True), "$A1")
        self.assertEqual(xl_rowcol_to_cell(4, 3, True, True), "$D$5")

    def test_xl_cell_to_rowcol(self):
        tests = [
            ("A1", (0, 0)),
            ("Z1", (0, 25)),
            ("AZ1", (0, 51)),
            ("$B$3", (2, 1)),
            ("XFD1048576", (1048575, 16383)),
        ]
        for string, rowcol in tests:
            self.assertEqual(xl_cell_to_rowcol(string), rowcol)

    def test_roundtrip_every_column(self):
        for col in range(16384):
            cell = xl_rowcol_to_cell(0, col)
            self.assertEqual(xl_cell_to_rowcol(cell), (0, col), cell)

    def test_xl_range(self):
        self.assertEqual(xl_range(0, 0, 9, 0), "A1:A10")
        self.assertEqual(xl_range(1, 2, 8, 2), "C2:C9")
        self.assertEqual(xl_range(0, 0, 0, 0), "A1")
        self.assertEqual(xl_range(0, 0, 3, 4), "A1:E4")

    def test_quote_sheetname(self):
        self.assertEqual(quote_sheetname("Sheet1"), "Sheet1")
        self.assertEqual(quote_sheetname("Sheet 2"), "'Sheet 2'")
        self.assertEqual(quote_sheetname("Bob's"), "'Bob''s'")
        self.assertEqual(quote_sheetname("A1"), "'A1'")


class TestWorksheet(unittest.TestCase):

    def test_write_a1_notation(self):
        ws = Worksheet()
        self.assertEqual(ws.write("C2", 10), 0)
        self.assertEqual(ws.write(0, 0, "a"), 0)
        self.assertEqual(ws.write("XFE1", 1), -1)
        self.assertEqual(ws.table[1][2], 10)
        self.assertEqual(ws.dimension(), "A1:C2")

    def test_dimension_of_wide_sheet(self):
        ws = Worksheet("Data")
        for col in range(26):
            ws.write(0, col, col)
        ws.write("B20", "total")
        self.assertEqual(ws.dimension(), "A1:Z20")


if __name__ == "__main__":
    unittest.main()
