import unittest

from prettytable import ALL, PrettyTable


def city_table(**kwargs):
    table = PrettyTable(["city name", "area", "population"], **kwargs)
    table.add_row(["Adelaide", 1295, 1158259])
    table.add_row(["Darwin", 112, 120900])
    return table


class BasicTests(unittest.TestCase):
    def test_plain(self):
        self.assertEqual(city_table().get_string(), """\
+-----------+------+------------+
| city name | area | population |
+-----------+------+------------+
| Adelaide  | 1295 |  1158259   |
|  Darwin   | 112  |   120900   |
+-----------+------+------------+""")

    def test_align_and_no_header(self):
        table = city_table()
        table.align["city name"] = "l"
        table.align["population"] = "r"
        self.assertEqual(table.get_string(header=False), """\
+----------+------+---------+
| Adelaide | 1295 | 1158259 |
| Darwin   | 112  |  120900 |
+----------+------+---------+""")

    def test_bad_row(self):
        with self.assertRaises(ValueError):
            city_table().add_row(["Hobart", 1357])

    def test_hrules_all_and_wide_chars(self):
        table = PrettyTable(["名前", "x"], hrules=ALL)
        table.add_row(["ab", 1])
        self.assertEqual(table.get_string(), """\
+------+---+
| 名前 | x |
+------+---+
|  ab  | 1 |
+------+---+""")


class HeaderStyleTests(unittest.TestCase):
    def header(self, style):
        return city_table(header_style=style).get_string().splitlines()[1]

    def test_cap_and_upper(self):
        self.assertEqual(self.header("cap"), "| City name | Area | Population |")
        self.assertEqual(self.header("upper"), "| CITY NAME | AREA | POPULATION |")

    def test_title(self):
        self.assertEqual(self.header("title"), "| City Name | Area | Population |")


if __name__ == "__main__":
    unittest.main()
