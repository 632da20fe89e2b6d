#  python-holidays
#  ---------------
#  License: MIT (see LICENSE file)

import unittest
from datetime import date, datetime

import holidays


class TestUS(unittest.TestCase):
    def setUp(self):
        self.holidays = holidays.US()

    def test_new_years(self):
        self.assertIn(date(2023, 1, 1), self.holidays)
        self.assertEqual(self.holidays[date(2023, 1, 2)], "New Year's Day (Observed)")
        self.assertNotIn(date(2023, 1, 3), self.holidays)

    def test_independence_day(self):
        self.assertEqual(self.holidays.get(date(2022, 7, 4)), "Independence Day")
        self.assertIn(date(2021, 7, 5), self.holidays)
        self.assertIn(date(2020, 7, 3), self.holidays)

    def test_christmas_day(self):
        self.assertIn(date(2022, 12, 25), self.holidays)
        self.assertEqual(self.holidays[date(2022, 12, 26)], "Christmas Day (Observed)")
        no_observed = holidays.US(observed=False)
        self.assertNotIn(date(2022, 12, 26), no_observed)

    def test_memorial_day(self):
        for dt in (date(2021, 5, 31), date(2022, 5, 30), date(2023, 5, 29)):
            self.assertEqual(self.holidays.get(dt), "Memorial Day")

    def test_thanksgiving(self):
        for dt in (date(2021, 11, 25), date(2022, 11, 24), date(2023, 11, 23)):
            self.assertEqual(self.holidays.get(dt), "Thanksgiving")

    def test_labor_day_and_mlk_day(self):
        self.assertEqual(self.holidays.get(date(2023, 9, 4)), "Labor Day")
        self.assertEqual(self.holidays.get(date(2023, 1, 16)),
                         "Martin Luther King Jr. Day")

    def test_key_types(self):
        self.assertIn("2023-07-04", self.holidays)
        self.assertIn(datetime(2023, 12, 25, 10, 30), self.holidays)
        self.assertRaises(ValueError, self.holidays.get, "not a date")
        self.assertRaises(TypeError, self.holidays.get, [2023, 1, 1])

    def test_expand_false(self):
        us = holidays.country_holidays("US", years=2022, expand=False)
        self.assertIn(date(2022, 12, 25), us)
        self.assertNotIn(date(2023, 12, 25), us)
        self.assertEqual(us.years, {2022})


if __name__ == "__main__":
    unittest.main()
