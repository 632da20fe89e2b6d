import unittest

from parsimonious.expressions import Literal, Not, OneOrMore, ParseError, Regex, Sequence
from parsimonious.settings import loads


class ExpressionTests(unittest.TestCase):
    def test_literal_and_regex(self):
        self.assertEqual(Literal("hi").match("hi there").text, "hi")
        self.assertEqual(Regex(r"\d+").match("2024-01", 0).end, 4)
        with self.assertRaises(ParseError):
            Literal("hi").match("oh hi")

    def test_one_or_more(self):
        node = OneOrMore(Literal("ab")).parse("ababab")
        self.assertEqual(len(node.children), 3)
        with self.assertRaises(ParseError):
            OneOrMore(Literal("ab")).match("ba")

    def test_negative_lookahead(self):
        expr = Sequence(Not(Literal("let")), Regex(r"[a-z]+"))
        self.assertEqual(expr.match("value").text, "value")
        with self.assertRaises(ParseError):
            expr.match("let")


class SettingsTests(unittest.TestCase):
    def test_numbers_and_strings(self):
        text = 'workers = 4\nratio = 0.75\nname = "build \\"nightly\\""'
        self.assertEqual(loads(text), {"workers": 4, "ratio": 0.75, "name": 'build "nightly"'})

    def test_comments_and_blank_lines(self):
        text = "# deploy settings\n\nregion = eu-west-1   # primary\n\n"
        self.assertEqual(loads(text), {"region": "eu-west-1"})

    def test_booleans(self):
        self.assertEqual(loads("debug = true\ncache = false"), {"debug": True, "cache": False})

    def test_word_starting_with_boolean_is_bare(self):
        self.assertEqual(loads("mode = trueish\nlevel = false-positive"),
                         {"mode": "trueish", "level": "false-positive"})

    def test_syntax_error(self):
        with self.assertRaises(ParseError):
            loads("= 3")


if __name__ == "__main__":
    unittest.main()
