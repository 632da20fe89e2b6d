"""Core tests for wcwidth module."""
import unittest

import wcwidth


class TestWidths(unittest.TestCase):
    def test_ascii(self):
        self.assertEqual(wcwidth.wcswidth(u'hello, world'), 12)
        self.assertEqual(wcwidth.wcwidth(u'a'), 1)

    def test_control_and_null(self):
        self.assertEqual(wcwidth.wcwidth(u'\x00'), 0)
        self.assertEqual(wcwidth.wcwidth(u'\x1b'), -1)
        self.assertEqual(wcwidth.wcswidth(u'abc\x07'), -1)

    def test_hello_jp(self):
        phrase = u'コンニチハ, セカイ!'
        expect_length_each = (2, 2, 2, 2, 2, 1, 1, 2, 2, 2, 1)
        self.assertEqual(tuple(map(wcwidth.wcwidth, phrase)), expect_length_each)
        self.assertEqual(wcwidth.wcswidth(phrase), 19)

    def test_hangul_and_cjk(self):
        self.assertEqual(wcwidth.wcswidth(u'한국어'), 6)
        self.assertEqual(wcwidth.wcswidth(u'中文'), 4)

    def test_fullwidth_and_emoji(self):
        self.assertEqual(wcwidth.wcswidth(u'ＡＢ'), 4)
        self.assertEqual(wcwidth.wcwidth(u'\U0001f600'), 2)

    def test_combining(self):
        phrase = u'cafe\u0301'
        self.assertEqual(wcwidth.wcswidth(phrase), 4)
        self.assertEqual(wcwidth.wcwidth(u'\u200b'), 0)
        self.assertEqual(wcwidth.wcwidth(u'\ufe0f'), 0)

    def test_n_argument(self):
        self.assertEqual(wcwidth.wcswidth(u'コンニチハ', 2), 4)


if __name__ == '__main__':
    unittest.main()
