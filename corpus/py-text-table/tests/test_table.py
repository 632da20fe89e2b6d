import unittest

from tabular import Column, Table
from tabular.cells import align, to_text, truncate


class CellTest(unittest.TestCase):
    def test_numbers_get_thousands_separators(self):
        self.assertEqual(to_text(1234567), "1,234,567")
        self.assertEqual(to_text(1234.5), "1,234.50")
        self.assertEqual(to_text(None), "")

    def test_long_text_is_truncated_with_an_ellipsis(self):
        self.assertEqual(truncate("postgresql", 6), "postg…")
        self.assertEqual(align("postgresql", 6, "right"), "postg…")

    def test_right_alignment(self):
        self.assertEqual(align("42", 5, "right"), "   42")

    def test_centred_text_puts_the_odd_space_on_the_right(self):
        self.assertEqual(align("ok", 7, "center"), "  ok   ")


class TableTest(unittest.TestCase):
    def test_left_and_right_columns(self):
        t = Table([Column("name"), Column("size", how="right")])
        t.add(name="app.log", size=10240).add(name="db.sqlite", size=7)
        self.assertEqual(
            t.render().splitlines(),
            ["Name         Size", "---------  ------", "app.log    10,240", "db.sqlite       7"],
        )

    def test_status_column_is_centred(self):
        t = Table([Column("service"), Column("up", title="Status", how="center")])
        t.add(service="api", up=True).add(service="worker", up=False)
        self.assertEqual(t.render().splitlines()[2:], ["api       yes", "worker     no"])
