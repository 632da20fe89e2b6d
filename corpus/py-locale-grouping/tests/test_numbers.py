import unittest

from babel_lite import numbers
from babel_lite.formatting import format_decimal


class ParsePatternTest(unittest.TestCase):
    def test_western_grouping(self):
        self.assertEqual(numbers.parse_grouping('#,##0'), (3, 3))
        self.assertEqual(numbers.parse_grouping('##0'), (1000, 1000))

    def test_precision(self):
        pattern = numbers.parse_pattern('#,##0.00#')
        self.assertEqual(pattern.int_prec, (1, 4))
        self.assertEqual(pattern.frac_prec, (2, 3))


class FormatDecimalTest(unittest.TestCase):
    def test_en_us(self):
        self.assertEqual(format_decimal(1234567.891, locale='en_US'), '1,234,567.891')
        self.assertEqual(format_decimal(12345, locale='en_US'), '12,345')
        self.assertEqual(format_decimal(0.3, locale='en_US'), '0.3')

    def test_other_symbols(self):
        self.assertEqual(format_decimal(1234.5, locale='de_DE'), '1.234,5')
        self.assertEqual(format_decimal(-1234.5, locale='fr_CH'), '-1\u2019234.5')

    def test_rounding(self):
        self.assertEqual(format_decimal(1.2345, locale='en_US'), '1.234')
        self.assertEqual(format_decimal(1.2346, locale='en_US'), '1.235')

    def test_indian_grouping(self):
        self.assertEqual(format_decimal(1234567, locale='en_IN'), '12,34,567')
        self.assertEqual(format_decimal(123456789.25, locale='hi_IN'), '12,34,56,789.25')

    def test_explicit_format(self):
        self.assertEqual(format_decimal(1234.5, format='#,##0.00', locale='en_US'), '1,234.50')
        self.assertEqual(format_decimal(10000000, format='#,##,##0', locale='en_US'), '1,00,00,000')


if __name__ == '__main__':
    unittest.main()
