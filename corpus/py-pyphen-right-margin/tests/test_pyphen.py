"""Tests for Pyphen."""

import unittest

import pyphen


class TestPyphen(unittest.TestCase):

    def test_inserted(self):
        dic = pyphen.Pyphen(lang='en')
        self.assertEqual(dic.inserted('hyphenation'), 'hy-phen-ation')
        self.assertEqual(dic.inserted('computer'), 'com-put-er')
        self.assertEqual(dic.inserted('wonderful'), 'won-der-ful')
        self.assertEqual(dic.inserted('Hyphenation'), 'Hy-phen-ation')
        self.assertEqual(dic.inserted('honestly'), 'honestly')

    def test_positions(self):
        dic = pyphen.Pyphen(lang='en_US')
        self.assertEqual(dic.positions('hyphenation'), [2, 6])
        self.assertEqual(dic.positions('table'), [2])
        self.assertEqual(dic.positions('nation'), [2])

    def test_iterate(self):
        dic = pyphen.Pyphen(lang='en_US')
        self.assertEqual(list(dic.iterate('hyphenation')),
                         [('hyphen', 'ation'), ('hy', 'phenation')])
        self.assertEqual(list(dic.iterate('honestly')), [])

    def test_wrap(self):
        dic = pyphen.Pyphen(lang='en')
        self.assertEqual(dic.wrap('hyphenation', 8), ('hyphen-', 'ation'))
        self.assertEqual(dic.wrap('hyphenation', 4), ('hy-', 'phenation'))
        self.assertEqual(dic.wrap('hyphenation', 2), None)
        self.assertEqual(dic.wrap('computer', 6, hyphen='\u00ad'), ('com\u00ad', 'puter'))

    def test_fallback(self):
        self.assertEqual(pyphen.language_fallback('en-GB'), 'en')
        self.assertEqual(pyphen.language_fallback('en_US_variant'), 'en_US')
        self.assertEqual(pyphen.language_fallback('xx_YY'), None)

    def test_left_right(self):
        dic = pyphen.Pyphen(lang='en', left=1, right=3)
        self.assertEqual(dic.inserted('computer'), 'com-puter')
        self.assertEqual(dic.inserted('nation'), 'na-tion')
        dic = pyphen.Pyphen(lang='en', left=4, right=4)
        self.assertEqual(dic.inserted('hyphenation'), 'hyphen-ation')

    def test_right_margin_wrap(self):
        dic = pyphen.Pyphen(lang='en', right=4)
        self.assertEqual(dic.wrap('wonderful', 8), ('won-', 'derful'))
        self.assertEqual(dic.inserted('probably'), 'pro-bably')


if __name__ == '__main__':
    unittest.main()
