import unittest

import dpath


class TestNew(unittest.TestCase):

    def test_new_creates_dicts(self):
        obj = {"a": {}}
        dpath.new(obj, "a/b/c", 1)
        self.assertEqual(obj, {"a": {"b": {"c": 1}}})

    def test_new_replaces_existing(self):
        obj = {"a": {"b": 0}}
        dpath.new(obj, "/a/b", 5)
        self.assertEqual(dpath.get(obj, "a/b"), 5)

    def test_new_creates_list_for_int_segment(self):
        obj = {}
        dpath.new(obj, "a/1", "x")
        self.assertEqual(obj, {"a": [None, "x"]})

    def test_new_appends_to_list(self):
        obj = {"a": ["x", "y"]}
        dpath.new(obj, "a/2", "z")
        self.assertEqual(obj["a"], ["x", "y", "z"])

    def test_new_pads_list(self):
        obj = {"a": ["x"]}
        dpath.new(obj, ["a", 3], "z")
        self.assertEqual(obj["a"], ["x", None, None, "z"])

    def test_get_default(self):
        self.assertEqual(dpath.get({"a": 1}, "b", default=None), None)
        self.assertRaises(KeyError, dpath.get, {"a": 1}, "a/b")
