import unittest

import tomli


class TestLoads(unittest.TestCase):

    def test_ints_and_bools(self):
        self.assertEqual(tomli.loads("a = 1_000\nb = true\nc = false\n"),
                         {"a": 1000, "b": True, "c": False})

    def test_basic_string(self):
        self.assertEqual(tomli.loads('s = "hello"'), {"s": "hello"})

    def test_simple_escapes(self):
        self.assertEqual(tomli.loads(r's = "tab\there\nquote\""'), {"s": 'tab\there\nquote"'})

    def test_unicode_escapes(self):
        self.assertEqual(tomli.loads(r's = "caf\u00e9 \U0001F600"'), {"s": "caf\u00e9 \U0001F600"})

    def test_invalid_escapes(self):
        with self.assertRaises(tomli.TOMLDecodeError):
            tomli.loads(r's = "bad \x41"')
        with self.assertRaises(tomli.TOMLDecodeError):
            tomli.loads(r's = "bad \uD800"')

    def test_comments_ignored(self):
        self.assertEqual(tomli.loads("# comment\nx = 2\n"), {"x": 2})
