import unittest

import pydash as _


class Obj(object):
    def __init__(self):
        self.name = "obj"
        self.items = [{"id": 1}, {"id": 2}]


class TestGet(unittest.TestCase):
    def test_get_nested(self):
        self.assertEqual(_.get({"one": {"two": {"three": 4}}}, "one.two.three"), 4)

    def test_get_list_index(self):
        obj = {"one": [{"two": 2}, {"two": 3}]}
        self.assertEqual(_.get(obj, "one[1].two"), 3)
        self.assertEqual(_.get(obj, ["one", 0, "two"]), 2)

    def test_get_default(self):
        self.assertEqual(_.get({"one": {}}, "one.two.three", default="x"), "x")
        self.assertIsNone(_.get([1, 2], "[5]"))

    def test_get_attribute(self):
        self.assertEqual(_.get(Obj(), "items[0].id"), 1)

    def test_get_escaped_key(self):
        obj = {"settings": {"log.level": "debug", "log": {"file": "app.log"}}}
        self.assertEqual(_.get(obj, r"settings.log\.level"), "debug")
        self.assertEqual(_.get(obj, "settings.log.file"), "app.log")


class TestHas(unittest.TestCase):
    def test_has(self):
        obj = {"a": [{"b": None}], "c.d": 1}
        self.assertTrue(_.has(obj, "a[0].b"))
        self.assertFalse(_.has(obj, "a[1].b"))
        self.assertFalse(_.has(obj, "c.d"))


class TestSet(unittest.TestCase):
    def test_set_creates_path(self):
        self.assertEqual(_.set_({}, "a.b[1].c", 1), {"a": {"b": [None, {"c": 1}]}})

    def test_set_existing(self):
        obj = {"a": {"b": 1, "keep": True}}
        _.set_(obj, "a.b", 2)
        self.assertEqual(obj, {"a": {"b": 2, "keep": True}})

    def test_set_escaped_key(self):
        self.assertEqual(_.set_({}, r"headers.content\.type", "json"),
                         {"headers": {"content.type": "json"}})

    def test_to_path(self):
        self.assertEqual(_.to_path("a[0].b"), ["a", 0, "b"])
