import unittest

from jsonpath_ng import parse


class TestJsonPath(unittest.TestCase):
    data = {"a": {"b": {"c": 1, "d": [10, 20]}}, "x": 5}

    def values(self, path):
        return [m.value for m in parse(path).find(self.data)]

    def paths(self, path):
        return [str(m.full_path) for m in parse(path).find(self.data)]

    def test_fields_value(self):
        self.assertEqual(self.values("a.b.c"), [1])
        self.assertEqual(self.values("$.x"), [5])
        self.assertEqual(self.values("a.nope"), [])

    def test_index_value(self):
        self.assertEqual(self.values("a.b.d[1]"), [20])
        self.assertEqual(self.values("a.b.d[5]"), [])

    def test_wildcard_value(self):
        self.assertEqual(sorted(self.values("a.b.*"), key=str), [1, [10, 20]])

    def test_full_path_top_level(self):
        self.assertEqual(self.paths("x"), ["x"])
        self.assertEqual(self.paths("a.b"), ["a.b"])

    def test_full_path_nested(self):
        self.assertEqual(self.paths("a.b.c"), ["a.b.c"])
        self.assertEqual(self.paths("a.b.d[0]"), ["a.b.d.[0]"])
