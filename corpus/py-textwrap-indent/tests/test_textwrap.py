import unittest

from Lib.textwrap import dedent, fill, indent, wrap


class WrapTestCase(unittest.TestCase):
    def test_simple(self):
        text = "Hello there, how are you this fine day?  I'm glad to hear it!"
        self.assertEqual(wrap(text, 12), ["Hello there,", "how are you", "this fine", "day?  I'm", "glad to hear", "it!"])

    def test_fill_with_indents(self):
        self.assertEqual(fill("one two three four", 10, initial_indent="* ", subsequent_indent="  "),
                         "* one two\n  three\n  four")


class DedentTestCase(unittest.TestCase):
    def test_dedent_uneven(self):
        self.assertEqual(dedent("  def foo():\n      return 1\n"), "def foo():\n    return 1\n")

    def test_dedent_blank_lines(self):
        self.assertEqual(dedent("  Hello\n\n  World\n"), "Hello\n\nWorld\n")


class IndentTestCase(unittest.TestCase):
    def test_indent_single_line(self):
        self.assertEqual(indent("Hi there", "  "), "  Hi there")

    def test_indent_default(self):
        self.assertEqual(indent("Hi.\nThis is a test.\nTesting.\n", "  "),
                         "  Hi.\n  This is a test.\n  Testing.\n")

    def test_indent_skips_blank_lines(self):
        self.assertEqual(indent("\nHi.\n\n  \nTesting.", "  "), "\n  Hi.\n\n  \n  Testing.")

    def test_indent_predicate(self):
        self.assertEqual(indent("Hi.\n\nTest.\n", "  ", lambda line: True),
                         "  Hi.\n  \n  Test.\n")


if __name__ == '__main__':
    unittest.main()
