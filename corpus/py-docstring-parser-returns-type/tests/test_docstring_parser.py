"""Tests for ReST-style docstring routines."""
import unittest

from docstring_parser import DocstringStyle, ParseError, parse


class RestParseTest(unittest.TestCase):
    def test_short_description(self):
        docstring = parse("Short description")
        self.assertEqual(docstring.short_description, "Short description")
        self.assertIsNone(docstring.long_description)
        self.assertEqual(docstring.meta, [])

    def test_long_description(self):
        docstring = parse("""
            Short description

            Long description
            spanning lines
            """)
        self.assertEqual(docstring.short_description, "Short description")
        self.assertEqual(docstring.long_description, "Long description\nspanning lines")
        self.assertTrue(docstring.blank_after_short_description)

    def test_params(self):
        docstring = parse("""
            Short description

            :param name: description 1
            :param int priority: description 2
            :param str? sender: description 3, defaults to "me".
            """)
        params = docstring.params
        self.assertEqual([p.arg_name for p in params], ["name", "priority", "sender"])
        self.assertEqual([p.type_name for p in params], [None, "int", "str"])
        self.assertEqual([p.is_optional for p in params], [None, False, True])
        self.assertEqual(params[2].default, '"me"')

    def test_param_with_separate_type(self):
        docstring = parse(":param count: how many\n:type count: int")
        self.assertEqual(docstring.params[0].type_name, "int")
        self.assertEqual(docstring.params[0].description, "how many")

    def test_meta_args(self):
        docstring = parse("""
            Short description

            :param str key: the key
            :raises ValueError: if key is empty
            :returns bool: whether it was stored
            """)
        self.assertEqual([m.args for m in docstring.meta],
                         [["param", "str", "key"], ["raises", "ValueError"],
                          ["returns", "bool"]])
        self.assertEqual(docstring.returns.description, "whether it was stored")

    def test_returns(self):
        docstring = parse(":returns int: the number of items")
        self.assertEqual(docstring.returns.type_name, "int")
        self.assertEqual(docstring.returns.description, "the number of items")
        self.assertFalse(docstring.returns.is_generator)

    def test_returns_with_rtype(self):
        docstring = parse(":returns: the number of items\n:rtype: int")
        self.assertEqual(docstring.returns.type_name, "int")
        self.assertFalse(docstring.returns.is_generator)

    def test_yields(self):
        docstring = parse(":yields str: each line", style=DocstringStyle.REST)
        self.assertTrue(docstring.returns.is_generator)
        self.assertEqual(docstring.returns.type_name, "str")

    def test_raises(self):
        docstring = parse(":raises ValueError: if something happens\n:raises: always")
        self.assertEqual([r.type_name for r in docstring.raises], ["ValueError", None])
        self.assertEqual(docstring.raises[1].description, "always")

    def test_multiline_meta_description(self):
        docstring = parse("""
            :param spam: asd
                1
                    2
                3
            """)
        self.assertEqual(docstring.params[0].description, "asd\n1\n    2\n3")

    def test_errors(self):
        with self.assertRaises(ParseError):
            parse(":param a b c d: too many")
        with self.assertRaises(ParseError):
            parse(":returns a b: too many")


if __name__ == '__main__':
    unittest.main()
