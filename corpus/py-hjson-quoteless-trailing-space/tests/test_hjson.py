import unittest
from collections import OrderedDict

import hjson


class TestDecode(unittest.TestCase):
    def test_json_compatible(self):
        text = '{"name": "hjson", "tags": ["a", "b"], "n": 3, "ok": true, "x": null}'
        self.assertEqual(
            hjson.loads(text),
            {"name": "hjson", "tags": ["a", "b"], "n": 3, "ok": True, "x": None})

    def test_ordered_by_default(self):
        obj = hjson.loads("{\n  b: 1\n  a: 2\n}")
        self.assertIsInstance(obj, OrderedDict)
        self.assertEqual(list(obj), ["b", "a"])

    def test_object_pairs_hook_dict(self):
        obj = hjson.loads("{ a: 1, b: [1, 2] }", object_pairs_hook=dict)
        self.assertEqual(type(obj), dict)
        self.assertEqual(obj, {"a": 1, "b": [1, 2]})

    def test_comments(self):
        text = """{
          # hash comment
          port: 8080 // line comment
          /* block
             comment */
          debug: false
        }"""
        self.assertEqual(hjson.loads(text), {"port": 8080, "debug": False})

    def test_quoteless_string(self):
        text = "{\n  greeting: hello world\n  path: /usr/local/bin\n}"
        self.assertEqual(hjson.loads(text),
                         {"greeting": "hello world", "path": "/usr/local/bin"})

    def test_quoteless_string_trailing_whitespace(self):
        text = "{\n  title: My Document   \n  author: Jane\t\n}"
        self.assertEqual(hjson.loads(text), {"title": "My Document", "author": "Jane"})

    def test_quoteless_array_items(self):
        text = "[\n  first item  \n  second\n  3\n]"
        self.assertEqual(hjson.loads(text), ["first item", "second", 3])

    def test_numbers(self):
        obj = hjson.loads("{\n  a: -12\n  b: 1.5, c: 2e3\n  d: 12 apples\n}")
        self.assertEqual(obj["a"], -12)
        self.assertEqual(obj["b"], 1.5)
        self.assertEqual(obj["c"], 2000.0)
        self.assertEqual(obj["d"], "12 apples")

    def test_multiline_string(self):
        text = "{\n  text:\n    '''\n    first line\n      indented\n    last'''\n}"
        self.assertEqual(hjson.loads(text)["text"], "first line\n  indented\nlast")

    def test_escapes(self):
        self.assertEqual(hjson.loads('["tab\\there", "\\u00e9"]'), ["tab\there", "\u00e9"])

    def test_errors(self):
        with self.assertRaises(hjson.HjsonDecodeError):
            hjson.loads("{ a b: 1 }")
        with self.assertRaises(hjson.HjsonDecodeError):
            hjson.loads('{ "a": "unterminated }')


if __name__ == "__main__":
    unittest.main()
