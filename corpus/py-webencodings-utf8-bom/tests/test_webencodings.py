# coding: utf-8
"""

    webencodings.tests
    ~~~~~~~~~~~~~~~~~~

    A basic test suite for Encoding.

"""

import unittest

from webencodings import UTF8, decode, encode, lookup


class TestLookup(unittest.TestCase):
    def test_labels(self):
        self.assertEqual(lookup('utf-8').name, 'utf-8')
        self.assertEqual(lookup('Utf-8').name, 'utf-8')
        self.assertEqual(lookup(' utf8\t').name, 'utf-8')
        self.assertEqual(lookup('latin1').name, 'windows-1252')
        self.assertEqual(lookup('LATIN1').name, 'windows-1252')
        self.assertIsNone(lookup('latin-1'))
        self.assertIsNone(lookup('LATİN1'))  # ASCII-only case insensitivity.

    def test_cache(self):
        self.assertIs(lookup('cp1252'), lookup('ISO-8859-1'))


class TestDecode(unittest.TestCase):
    def test_fallback(self):
        self.assertEqual(decode(b'\x80', 'latin1'), ('€', lookup('latin1')))
        self.assertEqual(decode(b'\xc3\xa9', 'utf8'), ('é', UTF8))

    def test_utf16_bom_overrides_label(self):
        self.assertEqual(decode(b'\xFF\xFEe\x00', 'latin1'), ('e', lookup('utf-16le')))
        self.assertEqual(decode(b'\xFE\xFF\x00e', 'ascii'), ('e', lookup('utf-16be')))

    def test_utf8_bom(self):
        self.assertEqual(decode(b'\xEF\xBB\xBF\xc3\xa9', 'ascii'), ('é', UTF8))

    def test_utf8_bom_stylesheet(self):
        css = b'\xEF\xBB\xBF@charset "utf-8";\nbody { content: "\xe2\x9c\x93" }'
        text, encoding = decode(css, 'windows-1252')
        self.assertEqual(encoding.name, 'utf-8')
        self.assertTrue(text.startswith('@charset'))

    def test_unknown_label(self):
        self.assertRaises(LookupError, decode, b'', 'foo')
        self.assertRaises(LookupError, encode, '', 'foo')


class TestEncode(unittest.TestCase):
    def test_encode(self):
        self.assertEqual(encode('é'), b'\xc3\xa9')
        self.assertEqual(encode('é', 'latin1'), b'\xe9')
        self.assertEqual(encode('é', 'utf-16be'), b'\x00\xe9')
        self.assertEqual(encode('€', lookup('cp1252')), b'\x80')
