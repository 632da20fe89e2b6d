import unittest

from jinja2 import FILTERS, FilterArgumentError


class TestFilter(unittest.TestCase):
    data = {"b": 1, "A": 3, "c": 2}

    def test_dictsort_by_key(self):
        self.assertEqual(FILTERS["dictsort"](self.data), [("A", 3), ("b", 1), ("c", 2)])

    def test_dictsort_case_sensitive(self):
        self.assertEqual(
            FILTERS["dictsort"](self.data, case_sensitive=True), [("A", 3), ("b", 1), ("c", 2)]
        )
        self.assertEqual(
            FILTERS["dictsort"]({"b": 1, "a": 2, "B": 3}, True), [("B", 3), ("a", 2), ("b", 1)]
        )

    def test_dictsort_by_value(self):
        self.assertEqual(
            FILTERS["dictsort"](self.data, by="value"), [("b", 1), ("c", 2), ("A", 3)]
        )

    def test_dictsort_by_value_reverse(self):
        self.assertEqual(
            FILTERS["dictsort"]({"x": "apple", "y": "Cherry", "z": "banana"}, by="value", reverse=True),
            [("y", "Cherry"), ("z", "banana"), ("x", "apple")],
        )

    def test_dictsort_invalid_by(self):
        with self.assertRaises(FilterArgumentError):
            FILTERS["dictsort"](self.data, by="item")

    def test_sort_attribute(self):
        items = [{"n": "b"}, {"n": "C"}, {"n": "a"}]
        self.assertEqual([i["n"] for i in FILTERS["sort"](items, attribute="n")], ["a", "b", "C"])

    def test_groupby(self):
        rows = [{"city": "CA", "n": 1}, {"city": "NY", "n": 2}, {"city": "CA", "n": 3}]
        grouped = FILTERS["groupby"](rows, "city")
        self.assertEqual([(k, [r["n"] for r in v]) for k, v in grouped], [("CA", [1, 3]), ("NY", [2])])


if __name__ == "__main__":
    unittest.main()
