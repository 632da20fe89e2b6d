# -*- coding: utf-8 -*-
"""nose tests"""

import unittest

from isbnlib import (EAN13, canonical, check_digit10, is_isbn10, is_isbn13,
                     notisbn, to_isbn10, to_isbn13)


class TestCore(unittest.TestCase):

    def test_check_digit10(self):
        self.assertEqual(check_digit10('030640615'), '2')
        self.assertEqual(check_digit10('080442957'), 'X')
        self.assertEqual(check_digit10('059600720'), '5')
        self.assertEqual(check_digit10('12345678'), '')

    def test_canonical(self):
        self.assertEqual(canonical('ISBN 0-306-40615-2'), '0306406152')
        self.assertEqual(canonical('978-0-306-40615-7'), '9780306406157')
        self.assertEqual(canonical('0-8044-2957-x'), '080442957X')
        self.assertEqual(canonical('0-8044-29X7-X'), '')
        self.assertEqual(canonical('0000000000'), '')

    def test_is_isbn10(self):
        self.assertTrue(is_isbn10('0-306-40615-2'))
        self.assertTrue(is_isbn10('080442957X'))
        self.assertTrue(is_isbn10('316148410X'))
        self.assertFalse(is_isbn10('0-306-40615-3'))
        self.assertFalse(is_isbn10('9780306406157'))

    def test_is_isbn13(self):
        self.assertTrue(is_isbn13('978-0-306-40615-7'))
        self.assertTrue(is_isbn13('9780198534532'))
        self.assertTrue(is_isbn13('978-3-16-148410-0'))
        self.assertTrue(is_isbn13('9780679732150'))
        self.assertFalse(is_isbn13('9780306406158'))
        self.assertFalse(is_isbn13('0306406152'))

    def test_to_isbn13(self):
        self.assertEqual(to_isbn13('0-306-40615-2'), '9780306406157')
        self.assertEqual(to_isbn13('080442957X'), '9780804429573')
        self.assertEqual(to_isbn13('0679732152'), '9780679732150')
        self.assertEqual(to_isbn13('038550120X'), '9780385501200')
        self.assertEqual(to_isbn13('0306406153'), '')

    def test_to_isbn10(self):
        self.assertEqual(to_isbn10('978-0-306-40615-7'), '0306406152')
        self.assertEqual(to_isbn10('9780804429573'), '080442957X')
        self.assertEqual(to_isbn10('9780385501200'), '038550120X')
        self.assertEqual(to_isbn10('9791234567896'), '')

    def test_notisbn(self):
        self.assertFalse(notisbn('0-306-40615-2'))
        self.assertFalse(notisbn('9780198534532'))
        self.assertTrue(notisbn('0-306-40615-3'))
        self.assertTrue(notisbn('1234567'))

    def test_ean13(self):
        self.assertEqual(EAN13('978-0-596-00720-1'), '9780596007201')
        self.assertEqual(EAN13('0596007205'), '9780596007201')
        self.assertEqual(EAN13('0-553-21311-3'), '9780553213119')
        self.assertEqual(EAN13('9780553213118'), None)


if __name__ == '__main__':
    unittest.main()
