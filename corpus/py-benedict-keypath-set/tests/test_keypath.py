import unittest

from benedict import benedict
from benedict.keypath_util import parse_keys


class TestParseKeys(unittest.TestCase):

    def test_parse_keys(self):
        self.assertEqual(parse_keys("a.b.c"), ["a", "b", "c"])
        self.assertEqual(parse_keys("a.b[0][-1]"), ["a", "b", 0, -1])
        self.assertEqual(parse_keys("a/b", separator="/"), ["a", "b"])


class TestBenedict(unittest.TestCase):

    def test_getitem_keypath(self):
        d = benedict({"a": {"b": {"c": 1}, "l": [1, 2, 3]}})
        self.assertEqual(d["a.b.c"], 1)
        self.assertEqual(d["a.l[-1]"], 3)
        self.assertIsNone(d.get("a.x.y"))

    def test_setitem_top_level(self):
        d = benedict()
        d["x"] = 1
        self.assertEqual(d, {"x": 1})

    def test_setitem_keypath(self):
        d = benedict({"a": {"b": {}}})
        d["a.b.c"] = 1
        self.assertEqual(d, {"a": {"b": {"c": 1}}})

    def test_setitem_creates_parents(self):
        d = benedict()
        d["profile.emails[1]"] = "x@example.com"
        self.assertEqual(d, {"profile": {"emails": [None, "x@example.com"]}})
