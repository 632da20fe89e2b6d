# -*- coding: utf-8 -*-
import unittest
import warnings

from unidecode import unidecode, unidecode_expect_nonascii, UnidecodeError


class TestUnidecode(unittest.TestCase):

    def test_ascii(self):
        for s in ('', 'hello', 'Hello, World! 123', '\t\n'):
            self.assertEqual(unidecode(s), s)
            self.assertEqual(unidecode_expect_nonascii(s), s)

    def test_latin1(self):
        self.assertEqual(unidecode('Köln'), 'Koln')
        self.assertEqual(unidecode('Straße'), 'Strasse')
        self.assertEqual(unidecode('© 2020 Ærøskøbing'), '(c) 2020 AEroskobing')

    def test_latin_extended_a(self):
        self.assertEqual(unidecode('Łódź'), 'Lodz')
        self.assertEqual(unidecode('Œuvre çà et là'), 'OEuvre ca et la')
        self.assertEqual(unidecode('Žluťoučký kůň'), 'Zlutoucky kun')

    def test_errors_ignore_is_default(self):
        self.assertEqual(unidecode('a\U000f0001b'), 'ab')

    def test_errors_replace(self):
        self.assertEqual(unidecode('a\ufb01\U000f0001b', errors='replace'), 'a??b')
        self.assertEqual(unidecode('x\U000f0001', errors='replace', replace_str='[?]'), 'x[?]')

    def test_errors_strict(self):
        with self.assertRaises(UnidecodeError) as e:
            unidecode('ab\U000f0001', errors='strict')
        self.assertEqual(e.exception.index, 2)

    def test_errors_preserve(self):
        self.assertEqual(unidecode('\U000f0001 ok', errors='preserve'), '\U000f0001 ok')

    def test_beyond_table_replace(self):
        # U+0180 (LATIN SMALL LETTER B WITH STROKE) is past the shipped table
        self.assertEqual(unidecode('\u0180\u0100', errors='replace'), '?A')

    def test_beyond_table_strict(self):
        with self.assertRaises(UnidecodeError) as e:
            unidecode('Ā\u0180', errors='strict')
        self.assertEqual(e.exception.index, 1)


if __name__ == '__main__':
    unittest.main()
