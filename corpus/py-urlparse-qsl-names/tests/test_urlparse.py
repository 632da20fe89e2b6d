import unittest

from urlparse_lib import parse_qs, parse_qsl, unquote_plus, urlencode

# Each parse_qsl testcase is a two-tuple that contains
# a string with the query and a list with the expected result.
parse_qsl_test_cases = [
    ("", []),
    ("&", []),
    ("&&", []),
    ("=", [('', '')]),
    ("=a", [('', 'a')]),
    ("a", [('a', '')]),
    ("a=", [('a', '')]),
    ("&a=b", [('a', 'b')]),
    ("a=a+b&b=b+c", [('a', 'a b'), ('b', 'b c')]),
    ("a=1&a=2", [('a', '1'), ('a', '2')]),
]


class UrlParseTestCase(unittest.TestCase):

    def test_qsl(self):
        for orig, expect in parse_qsl_test_cases:
            result = parse_qsl(orig, keep_blank_values=True)
            self.assertEqual(result, expect, "Error parsing %r" % orig)

    def test_qs_blank_values(self):
        self.assertEqual(parse_qs("a=&b=1"), {'b': ['1']})
        self.assertEqual(parse_qs("a=&b=1", keep_blank_values=True), {'a': [''], 'b': ['1']})

    def test_qs_percent_encoded(self):
        result = parse_qs("first%20name=J%C3%BCrgen&tags%5B%5D=a&tags%5B%5D=b")
        self.assertEqual(result, {'first name': ['J\u00fcrgen'], 'tags[]': ['a', 'b']})

    def test_strict_parsing(self):
        with self.assertRaises(ValueError):
            parse_qsl("a&b=1", strict_parsing=True)

    def test_separator(self):
        self.assertEqual(parse_qsl("a=1;b=2", separator=';'), [('a', '1'), ('b', '2')])
        with self.assertRaises(ValueError):
            parse_qsl("a=1", separator='')

    def test_unquote_plus(self):
        self.assertEqual(unquote_plus('%7e/abc+def'), '~/abc def')

    def test_urlencode_roundtrip(self):
        query = {'q': 'caf\u00e9 & bar', 'page': 2}
        self.assertEqual(parse_qs(urlencode(query)), {'q': ['caf\u00e9 & bar'], 'page': ['2']})


if __name__ == "__main__":
    unittest.main()
