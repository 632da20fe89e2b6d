# -*- coding: utf-8 -*-
from __future__ import unicode_literals

from unittest import TestCase

from num2words import num2words


class Num2WordsENTest(TestCase):

    def test_cardinal_small(self):
        self.assertEqual(num2words(0), "zero")
        self.assertEqual(num2words(7), "seven")
        self.assertEqual(num2words(15), "fifteen")
        self.assertEqual(num2words(42), "forty-two")

    def test_cardinal_hundreds_and_thousands(self):
        self.assertEqual(num2words(100), "one hundred")
        self.assertEqual(num2words(305), "three hundred and five")
        self.assertEqual(num2words(1005), "one thousand and five")
        self.assertEqual(num2words(1234),
                         "one thousand, two hundred and thirty-four")

    def test_cardinal_millions(self):
        self.assertEqual(
            num2words(1234567),
            "one million, two hundred and thirty-four thousand, "
            "five hundred and sixty-seven")
        self.assertEqual(num2words(7000000), "seven million")

    def test_cardinal_skips_empty_groups(self):
        self.assertEqual(num2words(1000005), "one million and five")
        self.assertEqual(num2words(2000300), "two million, three hundred")

    def test_negative_and_float(self):
        self.assertEqual(num2words(-12), "minus twelve")
        self.assertEqual(num2words(1.5), "one point five")
        self.assertEqual(num2words(12.25), "twelve point two five")

    def test_overflow(self):
        self.assertRaises(OverflowError, num2words, 10 ** 16)

    def test_ordinal(self):
        self.assertEqual(num2words(1, ordinal=True), "first")
        self.assertEqual(num2words(12, to="ordinal"), "twelfth")
        self.assertEqual(num2words(21, to="ordinal"), "twenty-first")
        self.assertEqual(num2words(40, to="ordinal"), "fortieth")
        self.assertEqual(num2words(103, to="ordinal"), "one hundred and third")

    def test_ordinal_num(self):
        self.assertEqual(num2words(22, to="ordinal_num"), "22nd")
        self.assertEqual(num2words(113, to="ordinal_num"), "113th")
        self.assertRaises(TypeError, num2words, -3, to="ordinal")
