from __future__ import absolute_import, division, unicode_literals

import unittest

from html5lib import serialize


def start(name, **attrs):
    return {"type": "StartTag", "name": name,
            "data": {(None, k): v for k, v in attrs.items()}}


class SerializerTest(unittest.TestCase):
    def test_unquoted_simple_value(self):
        self.assertEqual(serialize([start("span", title="foo")]), '<span title=foo>')

    def test_value_with_space_is_quoted(self):
        self.assertEqual(serialize([start("span", title="foo bar")]), '<span title="foo bar">')

    def test_best_quote_char_for_double_quotes(self):
        self.assertEqual(serialize([start("span", title='say "hi"')]),
                         '<span title=\'say "hi"\'>')

    def test_best_quote_char_for_single_quotes(self):
        self.assertEqual(serialize([start("span", title="it's")]), '<span title="it\'s">')

    def test_both_quote_chars(self):
        self.assertEqual(serialize([start("span", title="'a' \"b\"")]),
                         '<span title="\'a\' &quot;b&quot;">')

    def test_boolean_attribute_minimized(self):
        self.assertEqual(serialize([start("input", disabled="disabled")]), '<input disabled>')

    def test_ampersand_and_text(self):
        tokens = [start("a", href="/?a=1&b=2"), {"type": "Characters", "data": "x < y"},
                  {"type": "EndTag", "name": "a"}]
        self.assertEqual(serialize(tokens), '<a href="/?a=1&amp;b=2">x &lt; y</a>')


if __name__ == '__main__':
    unittest.main()
