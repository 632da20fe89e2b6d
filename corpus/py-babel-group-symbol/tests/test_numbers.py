import decimal
import unittest

from babel import UnknownLocaleError, numbers


class FormatDecimalTestCase(unittest.TestCase):
    def test_small_numbers(self):
        self.assertEqual(numbers.format_decimal(1.2345, locale="en_US"), "1.234")
        self.assertEqual(numbers.format_decimal(1.2346, locale="de_DE"), "1,235")
        self.assertEqual(numbers.format_decimal(-12.5, locale="fr_FR"), "-12,5")
        self.assertEqual(numbers.format_decimal(100, locale="en_US"), "100")

    def test_grouping(self):
        self.assertEqual(numbers.format_decimal(1234567.891, locale="en_US"), "1,234,567.891")
        self.assertEqual(numbers.format_decimal(12345, locale="de_DE"), "12.345")
        self.assertEqual(numbers.format_decimal(12345.5, locale="de-CH"), "12\u2019345.5")

    def test_symbols(self):
        self.assertEqual(numbers.get_decimal_symbol("en_US"), ".")
        self.assertEqual(numbers.get_decimal_symbol("fr_FR"), ",")

    def test_unknown_locale(self):
        with self.assertRaises(UnknownLocaleError):
            numbers.format_decimal(1, locale="xx_YY")


class ParseDecimalTestCase(unittest.TestCase):
    def test_parse_decimal(self):
        self.assertEqual(numbers.parse_decimal("1,099.98", locale="en_US"), decimal.Decimal("1099.98"))
        self.assertEqual(numbers.parse_decimal("1.099,98", locale="de_DE"), decimal.Decimal("1099.98"))

    def test_parse_invalid(self):
        with self.assertRaises(numbers.NumberFormatError):
            numbers.parse_decimal("2,109,998 apples", locale="en_US")


if __name__ == "__main__":
    unittest.main()
