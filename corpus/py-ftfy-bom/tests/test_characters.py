import unittest

from ftfy import fix_and_explain, fix_text
from ftfy.fixes import fix_line_breaks, remove_control_chars


class TestCharacters(unittest.TestCase):
    def test_curly_quotes(self):
        self.assertEqual(fix_text("\u201chere\u2019s a test\u201d"), "\"here's a test\"")

    def test_curly_quotes_can_be_kept(self):
        text = "\u201chere\u2019s a test\u201d"
        self.assertEqual(fix_text(text, uncurl_quotes=False), text)

    def test_ligatures(self):
        self.assertEqual(fix_text("ﬁnancial ﬂoor"), "financial floor")

    def test_line_breaks(self):
        self.assertEqual(fix_line_breaks("one\r\ntwo\rthree\u2028four"), "one\ntwo\nthree\nfour")

    def test_control_chars(self):
        self.assertEqual(remove_control_chars("ab\x00c\x1bd\te"), "abcd\te")

    def test_byte_order_mark(self):
        self.assertEqual(fix_text("\ufeffWhere do you want to go today?"),
                         "Where do you want to go today?")

    def test_explanation(self):
        fixed, steps = fix_and_explain("\ufeff\u2018ﬁne\u2019")
        self.assertEqual(fixed, "'fine'")
        self.assertEqual(steps, [("apply", "remove_bom"), ("apply", "fix_latin_ligatures"),
                                 ("apply", "uncurl_quotes")])

    def test_clean_text_is_unchanged(self):
        self.assertEqual(fix_and_explain("plain text"), ("plain text", []))


if __name__ == "__main__":
    unittest.main()
