import unittest

import jmespath
from jmespath.parser import ParseError


class TestSearch(unittest.TestCase):
    def test_field_and_subexpression(self):
        data = {"foo": {"bar": {"baz": "correct"}}}
        self.assertEqual(jmespath.search("foo.bar.baz", data), "correct")
        self.assertIsNone(jmespath.search("foo.nope.baz", data))

    def test_or_expression(self):
        self.assertEqual(jmespath.search("a || b", {"a": None, "b": "b"}), "b")
        self.assertEqual(jmespath.search("a || b", {"a": [], "b": {"c": 1}}), {"c": 1})
        self.assertEqual(jmespath.search("a || b", {"a": "x", "b": "y"}), "x")

    def test_or_keeps_zero(self):
        # 0 is a truthy value in JMESPath.
        self.assertEqual(jmespath.search("count || fallback", {"count": 0, "fallback": 10}), 0)

    def test_and_expression(self):
        self.assertEqual(jmespath.search("a && b", {"a": True, "b": "yes"}), "yes")
        self.assertEqual(jmespath.search("a && b", {"a": "", "b": "yes"}), "")
        self.assertEqual(jmespath.search("a && b", {"a": 0, "b": "yes"}), "yes")

    def test_not_expression(self):
        self.assertIs(jmespath.search("!a", {"a": False}), True)
        self.assertIs(jmespath.search("!a", {"a": "text"}), False)
        self.assertIs(jmespath.search("!(a || b)", {"a": None, "b": {}}), True)

    def test_parse_error(self):
        with self.assertRaises(ParseError):
            jmespath.compile("a ||")
        with self.assertRaises(ParseError):
            jmespath.compile("a $ b")


if __name__ == "__main__":
    unittest.main()
