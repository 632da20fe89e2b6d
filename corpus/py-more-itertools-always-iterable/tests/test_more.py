import unittest

from more_itertools import always_iterable, chunked, first, flatten, one, pairwise, take


class ChunkedTests(unittest.TestCase):
    def test_even(self):
        self.assertEqual(list(chunked("ABCDEF", 3)), [["A", "B", "C"], ["D", "E", "F"]])

    def test_odd(self):
        self.assertEqual(list(chunked("ABCDE", 3)), [["A", "B", "C"], ["D", "E"]])

    def test_strict(self):
        with self.assertRaises(ValueError):
            list(chunked("ABCDE", 3, strict=True))


class FirstOneTests(unittest.TestCase):
    def test_first(self):
        self.assertEqual(first([0, 1, 2]), 0)
        self.assertEqual(first([], "some default"), "some default")

    def test_one(self):
        self.assertEqual(one(["item"]), "item")
        self.assertRaises(ValueError, one, [])
        self.assertRaises(ValueError, one, ["a", "b"])


class RecipesTests(unittest.TestCase):
    def test_flatten_pairwise(self):
        self.assertEqual(list(flatten([[0, 1], [2]])), [0, 1, 2])
        self.assertEqual(take(2, pairwise("abc")), [("a", "b"), ("b", "c")])


class AlwaysIterableTests(unittest.TestCase):
    def test_single(self):
        self.assertEqual(list(always_iterable(1)), [1])

    def test_strings(self):
        for obj in ["foo", b"bar", "baz"]:
            self.assertEqual(list(always_iterable(obj)), [obj])

    def test_iterables(self):
        self.assertEqual(list(always_iterable([0, 1])), [0, 1])
        self.assertEqual(list(always_iterable(iter("ab"))), ["a", "b"])

    def test_base_type_none(self):
        self.assertEqual(list(always_iterable("foo", base_type=None)), ["f", "o", "o"])
        self.assertEqual(list(always_iterable(None)), [])


if __name__ == "__main__":
    unittest.main()
