import unittest

from programs.calendar_utils import day_of_year, days_in_month, is_leap_year, is_valid_date


class CalendarTest(unittest.TestCase):
    def test_common_year(self):
        self.assertFalse(is_leap_year(2023))

    def test_century_is_not_leap(self):
        self.assertFalse(is_leap_year(1900))

    def test_thirty_day_month(self):
        self.assertEqual(days_in_month(4, 2024), 30)

    def test_day_of_year_in_common_year(self):
        self.assertEqual(day_of_year(2023, 3, 1), 60)

    def test_invalid_dates(self):
        self.assertFalse(is_valid_date(2023, 2, 29))
        self.assertFalse(is_valid_date(2023, 13, 1))

    def test_leap_year(self):
        self.assertTrue(is_leap_year(2024))

    def test_february_in_leap_year(self):
        self.assertEqual(days_in_month(2, 2000), 29)


if __name__ == "__main__":
    unittest.main()
