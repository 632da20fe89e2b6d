# -*- coding: utf-8 -*-

# Copyright (c) 2021, Brandon Nielsen
# All rights reserved.
#
# This software may be modified and distributed under the terms
# of the BSD license.  See the LICENSE file for details.

import datetime
import unittest

import aniso8601
from aniso8601.date import DateResolution
from aniso8601.exceptions import DayOutOfBoundsError, ISOFormatError


class TestDateResolution(unittest.TestCase):
    def test_get_date_resolution(self):
        testtuples = (
            ("2013", DateResolution.Year),
            ("1981-04", DateResolution.Month),
            ("1981-04-05", DateResolution.Day),
            ("19810405", DateResolution.Day),
            ("1981-W14", DateResolution.Week),
            ("1981W147", DateResolution.Weekday),
            ("1981-095", DateResolution.Ordinal),
            ("1981095", DateResolution.Ordinal),
        )
        for testtuple in testtuples:
            self.assertEqual(aniso8601.get_date_resolution(testtuple[0]), testtuple[1])


class TestDateParserFunctions(unittest.TestCase):
    def test_parse_date_calendar(self):
        self.assertEqual(aniso8601.parse_date("1981-04-05"), datetime.date(1981, 4, 5))
        self.assertEqual(aniso8601.parse_date("19810405"), datetime.date(1981, 4, 5))
        self.assertEqual(aniso8601.parse_date("1981-04"), datetime.date(1981, 4, 1))

    def test_parse_date_year(self):
        self.assertEqual(aniso8601.parse_date("2013"), datetime.date(2013, 1, 1))
        self.assertEqual(aniso8601.parse_date("19"), datetime.date(1900, 1, 1))

    def test_parse_date_week(self):
        self.assertEqual(aniso8601.parse_date("2004-W53"), datetime.date(2004, 12, 27))
        self.assertEqual(aniso8601.parse_date("2009W01"), datetime.date(2008, 12, 29))
        self.assertEqual(aniso8601.parse_date("2009-W53-7"), datetime.date(2010, 1, 3))
        self.assertEqual(aniso8601.parse_date("1981W147"), datetime.date(1981, 4, 5))

    def test_parse_date_ordinal(self):
        self.assertEqual(aniso8601.parse_date("1981-095"), datetime.date(1981, 4, 5))
        self.assertEqual(aniso8601.parse_date("1981095"), datetime.date(1981, 4, 5))
        self.assertEqual(aniso8601.parse_date("1981-001"), datetime.date(1981, 1, 1))

    def test_parse_date_ordinal_leap_year(self):
        self.assertEqual(aniso8601.parse_date("2000-366"), datetime.date(2000, 12, 31))
        self.assertEqual(aniso8601.parse_date("1981-365"), datetime.date(1981, 12, 31))
        with self.assertRaises(DayOutOfBoundsError):
            aniso8601.parse_date("1981-366")

    def test_parse_date_badtype(self):
        for testtuple in ("W", "W1", "2013-W1", "201w", "abcd", "2013-0a-01"):
            with self.assertRaises(ISOFormatError):
                aniso8601.parse_date(testtuple)

    def test_parse_date_bad_range(self):
        with self.assertRaises(ISOFormatError):
            aniso8601.parse_date("1981-13-01")
        with self.assertRaises(DayOutOfBoundsError):
            aniso8601.parse_date("2009-W01-8")


if __name__ == "__main__":
    unittest.main()
