import unittest

from termtable.table import Column, Table


def sample(*columns):
    table = Table(*columns)
    table.add_row("Alien", "1979", "Ridley Scott")
    table.add_row("Heat", "1995", "Michael Mann")
    return table


class TableTest(unittest.TestCase):
    def test_natural_widths(self):
        table = sample("Film", "Year", "Director")
        self.assertEqual(table.column_widths(80), [5, 4, 12])
        self.assertEqual(table.render().splitlines()[1], "Alien | 1979 | Ridley Scott")

    def test_too_narrow_table_shrinks_the_widest_column(self):
        table = sample("Film", "Year", "Director")
        self.assertEqual(table.column_widths(20), [5, 4, 5])
        self.assertEqual(table.render(20).splitlines()[2], "Heat  | 1995 | Micha")

    def test_one_flexible_column_takes_the_rest(self):
        table = sample("Film", Column("Year", justify="right"), Column("Director", ratio=1))
        self.assertEqual(table.column_widths(40), [5, 4, 25])
        self.assertEqual(table.render(40).splitlines()[0], "Film  | Year | Director")

    def test_flexible_columns_share_the_width(self):
        table = sample(Column("Film", ratio=1), Column("Year", width=4), Column("Director", ratio=2))
        widths = table.column_widths(40)
        self.assertEqual(widths, [10, 4, 20])
        self.assertEqual(sum(widths) + 6, 40)

    def test_three_equal_columns(self):
        table = sample(Column("Film", ratio=1), Column("Year", ratio=1), Column("Director", ratio=1))
        self.assertEqual(table.column_widths(36), [10, 10, 10])

    def test_row_length_is_checked(self):
        with self.assertRaises(ValueError):
            Table("a", "b").add_row(1)


if __name__ == "__main__":
    unittest.main()
