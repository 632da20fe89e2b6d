import unittest

from programs.wrap import shorten, wrap


class WrapTest(unittest.TestCase):
    def test_bad_width(self):
        with self.assertRaises(ValueError):
            wrap("text", 0)

    def test_shorten_short_text(self):
        self.assertEqual(shorten("short", 10), "short")

    def test_shorten_long_text(self):
        self.assertEqual(shorten("the quick brown fox", 12), "the quick...")

    def test_short_text_is_one_line(self):
        self.assertEqual(wrap("hello", 10), ["hello"])

    def test_wraps_at_spaces(self):
        self.assertEqual(wrap("the quick brown fox jumps", 10), ["the quick", "brown fox", "jumps"])


if __name__ == "__main__":
    unittest.main()
