import unittest

from jsonpointer import EndOfList, JsonPointer, JsonPointerException, escape, resolve_pointer, set_pointer


class SpecificationTests(unittest.TestCase):
    """ Tests all examples from the JSON Pointer specification """

    def test_example(self):
        doc = {
            "foo": ["bar", "baz"],
            "": 0,
            "a/b": 1,
            "c%d": 2,
            "e^f": 3,
            "g|h": 4,
            "i\\j": 5,
            "k\"l": 6,
            " ": 7,
            "m~n": 8,
        }
        self.assertEqual(resolve_pointer(doc, ""), doc)
        self.assertEqual(resolve_pointer(doc, "/foo"), ["bar", "baz"])
        self.assertEqual(resolve_pointer(doc, "/foo/0"), "bar")
        self.assertEqual(resolve_pointer(doc, "/"), 0)
        self.assertEqual(resolve_pointer(doc, "/a~1b"), 1)
        self.assertEqual(resolve_pointer(doc, "/m~0n"), 8)

    def test_escape(self):
        self.assertEqual(escape("a/b~c"), "a~1b~0c")

    def test_invalid_index(self):
        doc = [0, 1, 2]
        self.assertRaises(JsonPointerException, resolve_pointer, doc, "/01")
        self.assertRaises(JsonPointerException, resolve_pointer, doc, "/-1")
        self.assertRaises(JsonPointerException, resolve_pointer, doc, "/a")

    def test_end_of_list(self):
        doc = [0, 1, 2]
        self.assertIsInstance(resolve_pointer(doc, "/-"), EndOfList)

    def test_default(self):
        doc = {"foo": {"bar": 1}}
        self.assertEqual(resolve_pointer(doc, "/foo/baz", "missing"), "missing")
        self.assertRaises(JsonPointerException, resolve_pointer, doc, "/foo/baz")

    def test_default_through_scalar(self):
        doc = {"foo": [1, 2]}
        self.assertIsNone(resolve_pointer(doc, "/foo/0/bar", None))
        self.assertEqual(resolve_pointer(doc, "/foo/5", 0), 0)

    def test_set(self):
        doc = {"foo": "bar", "baz": [{"qux": 1}, {"qux": 2}]}
        newdoc = set_pointer(doc, "/baz/1/qux", 3, inplace=False)
        self.assertEqual(resolve_pointer(newdoc, "/baz/1/qux"), 3)
        self.assertEqual(doc["baz"][1]["qux"], 2)

    def test_set_mapping(self):
        doc = {"foo": {"bar": "baz"}}
        set_pointer(doc, "/foo/bar", "qux")
        self.assertEqual(doc, {"foo": {"bar": "qux"}})

    def test_parts(self):
        self.assertEqual(JsonPointer("/a~1b/0").parts, ["a/b", "0"])
        self.assertRaises(JsonPointerException, JsonPointer, "foo")


if __name__ == "__main__":
    unittest.main()
