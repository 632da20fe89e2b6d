import unittest

import flatdict


class FlatDictTests(unittest.TestCase):

    VALUES = {"foo": {"bar": {"baz": 0, "qux": 1}, "corge": 2}, "garply": 3}

    def setUp(self):
        self.value = flatdict.FlatDict(self.VALUES)

    def test_keys(self):
        self.assertEqual(sorted(self.value.keys()),
                         ["foo:bar:baz", "foo:bar:qux", "foo:corge", "garply"])
        self.assertEqual(len(self.value), 4)

    def test_getitem_two_levels(self):
        self.assertEqual(self.value["foo:corge"], 2)
        self.assertEqual(self.value["garply"], 3)

    def test_getitem_all_keys(self):
        for key in ["foo:bar:baz", "foo:bar:qux", "foo:corge", "garply"]:
            self.assertIn(key, self.value)
        self.assertEqual(self.value["foo:bar:qux"], 1)

    def test_setitem_new_key(self):
        self.value["new:key"] = "x"
        self.assertEqual(self.value.as_dict()["new"], {"key": "x"})

    def test_delitem_top_level(self):
        del self.value["garply"]
        self.assertNotIn("garply", self.value)
        self.assertRaises(KeyError, self.value.__delitem__, "missing")

    def test_as_dict_roundtrip(self):
        self.assertEqual(self.value.as_dict(), self.VALUES)
