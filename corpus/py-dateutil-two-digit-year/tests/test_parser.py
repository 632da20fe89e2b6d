# -*- coding: utf-8 -*-
import unittest
from datetime import datetime

from dateutil.parser import ParserError, parse, parserinfo


class ParserTest(unittest.TestCase):
    def test_iso_date(self):
        self.assertEqual(parse("2003-09-25"), datetime(2003, 9, 25))

    def test_month_name(self):
        self.assertEqual(parse("Sep 25 2003"), datetime(2003, 9, 25))
        self.assertEqual(parse("25 September, 2003"), datetime(2003, 9, 25))

    def test_us_date(self):
        self.assertEqual(parse("09/25/2003"), datetime(2003, 9, 25))
        self.assertEqual(parse("25/09/2003", dayfirst=True), datetime(2003, 9, 25))

    def test_two_digit_year(self):
        self.assertEqual(parse("09/25/03"), datetime(2003, 9, 25))
        self.assertEqual(parse("10-09-99"), datetime(1999, 10, 9))

    def test_two_digit_year_with_month_name(self):
        self.assertEqual(parse("Sep 25 03"), datetime(2003, 9, 25))

    def test_century_specified_year_is_kept(self):
        self.assertEqual(parse("0099-01-01"), datetime(99, 1, 1))

    def test_custom_parserinfo(self):
        class DayFirstInfo(parserinfo):
            def __init__(self):
                super().__init__(dayfirst=True)

        self.assertEqual(parse("10-09-2003", parserinfo=DayFirstInfo()), datetime(2003, 9, 10))

    def test_invalid(self):
        self.assertRaises(ParserError, parse, "Sep 32 2003")
        self.assertRaises(ParserError, parse, "not a date")


if __name__ == "__main__":
    unittest.main()
