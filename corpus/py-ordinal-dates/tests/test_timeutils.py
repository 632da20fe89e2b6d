import unittest
from datetime import date

from boltons_lite.strutils import cardinalize, ordinalize
from boltons_lite.timeutils import day_of_month_suffix, long_date, relative_days


class OrdinalizeTest(unittest.TestCase):
    def test_small_numbers(self):
        self.assertEqual([ordinalize(i) for i in (2, 3, 4, 5)], ["2nd", "3rd", "4th", "5th"])

    def test_non_numeric_is_untouched(self):
        self.assertEqual(ordinalize("hi"), "hi")


class LongDateTest(unittest.TestCase):
    def test_second_and_third(self):
        self.assertEqual(long_date(date(2024, 3, 22)), "March 22nd, 2024")
        self.assertEqual(long_date(date(2024, 5, 3)), "May 3rd, 2024")

    def test_teens(self):
        self.assertEqual(long_date(date(2024, 7, 12)), "July 12th, 2024")
        self.assertEqual(long_date(date(2023, 11, 13)), "November 13th, 2023")

    def test_first_of_month(self):
        self.assertEqual(long_date(date(2024, 1, 1)), "January 1st, 2024")
        self.assertEqual(long_date(date(2024, 3, 21)), "March 21st, 2024")

    def test_suffix_only(self):
        self.assertEqual(day_of_month_suffix(date(2024, 8, 31)), "st")


class RelativeDaysTest(unittest.TestCase):
    def test_relative(self):
        today = date(2024, 2, 27)
        self.assertEqual(relative_days(date(2024, 2, 28), today), "tomorrow")
        self.assertEqual(relative_days(date(2024, 3, 2), today), "in 4 days")
        self.assertEqual(relative_days(date(2024, 2, 26), today), "yesterday")

    def test_cardinalize(self):
        self.assertEqual(cardinalize("entry", 2), "entries")
        self.assertEqual(cardinalize("day", 2), "days")


if __name__ == "__main__":
    unittest.main()
