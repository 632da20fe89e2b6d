import unittest

from boltons import iterutils, strutils


class TestOrdinalize(unittest.TestCase):
    def test_ordinalize(self):
        self.assertEqual([strutils.ordinalize(n) for n in (1, 2, 3, 4, 11, 12, 21, 111, "x")],
                         ["1st", "2nd", "3rd", "4th", "11th", "12th", "21st", "111th", "x"])
        self.assertEqual(strutils.ordinalize(3, ext_only=True), "rd")


class TestIntList(unittest.TestCase):
    def test_parse_single_values(self):
        self.assertEqual(strutils.parse_int_list("7,3, 5,,3"), [3, 5, 7])

    def test_parse_ranges(self):
        self.assertEqual(strutils.parse_int_list("1,3,5-8,10-11,15"), [1, 3, 5, 6, 7, 8, 10, 11, 15])

    def test_parse_reversed_range_custom_delims(self):
        self.assertEqual(strutils.parse_int_list("4:2;9", delim=";", range_delim=":"), [2, 3, 4, 9])

    def test_format(self):
        self.assertEqual(strutils.format_int_list([1, 3, 5, 6, 7, 8, 10, 11, 15]), "1,3,5-8,10-11,15")
        self.assertEqual(strutils.format_int_list([5, 4, 9], delim_space=True), "4-5, 9")


class TestIterutils(unittest.TestCase):
    def test_unique(self):
        self.assertEqual(iterutils.unique([1, 2, 1, 3]), [1, 2, 3])
        self.assertEqual(iterutils.unique(["a", "A", "b"], key=str.lower), ["a", "b"])

    def test_split(self):
        self.assertEqual(iterutils.split(["hi", "hello", None, None, "sup", None]),
                         [["hi", "hello"], [], ["sup"]])
        self.assertEqual(iterutils.split([1, 2, 0, 3], sep=0), [[1, 2], [3]])


if __name__ == "__main__":
    unittest.main()
