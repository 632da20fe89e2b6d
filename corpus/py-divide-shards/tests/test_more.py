import unittest

from moreit.more import chunked, divide, first, ilen
from moreit.recipes import grouper


class ChunkedTests(unittest.TestCase):
    def test_even(self):
        self.assertEqual(list(chunked("ABCDEF", 3)), [["A", "B", "C"], ["D", "E", "F"]])

    def test_odd(self):
        self.assertEqual(list(chunked("ABCDE", 3)), [["A", "B", "C"], ["D", "E"]])

    def test_strict(self):
        with self.assertRaises(ValueError):
            list(chunked("ABCDE", 3, strict=True))


class DivideTests(unittest.TestCase):
    def test_even(self):
        iterable = [1, 2, 3, 4, 5, 6]
        self.assertEqual([list(x) for x in divide(2, iterable)], [[1, 2, 3], [4, 5, 6]])

    def test_uneven(self):
        iterable = [1, 2, 3, 4, 5]
        self.assertEqual([list(x) for x in divide(3, iterable)], [[1, 2], [3, 4], [5]])

    def test_more_parts_than_items(self):
        self.assertEqual([list(x) for x in divide(4, [1, 2])], [[1], [2], [], []])

    def test_generator(self):
        parts = divide(2, (x for x in range(7)))
        self.assertEqual([list(x) for x in parts], [[0, 1, 2, 3], [4, 5, 6]])


class MiscTests(unittest.TestCase):
    def test_grouper_and_ilen(self):
        self.assertEqual(list(grouper("ABCDEFG", 3, "x")), [("A", "B", "C"), ("D", "E", "F"), ("G", "x", "x")])
        self.assertEqual(ilen(x for x in range(1000000) if x % 3 == 0), 333334)
        self.assertEqual(first([], "missing"), "missing")


if __name__ == "__main__":
    unittest.main()
