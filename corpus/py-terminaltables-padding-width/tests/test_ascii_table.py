import unittest

from terminaltables import AsciiTable
from terminaltables.width_and_alignment import visible_width

DATA = [
    ['Name', 'Color', 'Type'],
    ['Avocado', 'green', 'nut'],
    ['Tomato', 'red', 'fruit'],
]


class AsciiTableTest(unittest.TestCase):

    def test_default(self):
        expected = (
            '+---------+-------+-------+\n'
            '| Name    | Color | Type  |\n'
            '+---------+-------+-------+\n'
            '| Avocado | green | nut   |\n'
            '| Tomato  | red   | fruit |\n'
            '+---------+-------+-------+'
        )
        self.assertEqual(AsciiTable(DATA).table, expected)

    def test_title_and_justify(self):
        table = AsciiTable(DATA, 'Food')
        table.justify_columns[2] = 'right'
        lines = table.table.splitlines()
        self.assertEqual(lines[0], '+Food-----+-------+-------+')
        self.assertEqual(lines[3], '| Avocado | green |   nut |')

    def test_multiline_cell(self):
        table = AsciiTable([['a', 'b'], ['line1\nline2', 'x']])
        self.assertEqual(table.table.splitlines()[3:5], ['| line1 | x |', '| line2 |   |'])

    def test_asymmetric_padding(self):
        table = AsciiTable([['id', 'name'], ['1', 'ann']])
        table.padding_left = 0
        table.padding_right = 2
        expected = (
            '+----+------+\n'
            '|id  |name  |\n'
            '+----+------+\n'
            '|1   |ann   |\n'
            '+----+------+'
        )
        self.assertEqual(table.table, expected)

    def test_table_width(self):
        table = AsciiTable(DATA)
        self.assertEqual(table.table_width, 27)
        table.padding_right = 3
        self.assertEqual(table.table_width, 33)

    def test_short_rows_are_filled(self):
        table = AsciiTable([['a', 'b', 'c'], ['1']])
        self.assertEqual(table.table.splitlines()[3], '| 1 |   |   |')

    def test_visible_width_cjk(self):
        self.assertEqual(visible_width('abc'), 3)
        self.assertEqual(visible_width('\u4e2d\u6587'), 4)


if __name__ == '__main__':
    unittest.main()
