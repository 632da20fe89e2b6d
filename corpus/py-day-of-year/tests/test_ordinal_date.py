import unittest

from programs.ordinal_date import day_of_year, days_between, from_day_of_year, is_leap


class OrdinalDateTest(unittest.TestCase):
    def test_leap_years(self):
        self.assertTrue(is_leap(2024))
        self.assertTrue(is_leap(2000))
        self.assertFalse(is_leap(1900))
        self.assertFalse(is_leap(2023))

    def test_common_year(self):
        self.assertEqual(day_of_year(2023, 1, 1), 1)
        self.assertEqual(day_of_year(2023, 3, 1), 60)
        self.assertEqual(day_of_year(2023, 12, 31), 365)

    def test_leap_year_after_february(self):
        self.assertEqual(day_of_year(2024, 3, 1), 61)
        self.assertEqual(day_of_year(2024, 12, 31), 366)
        self.assertEqual(day_of_year(2024, 1, 31), 31)

    def test_leap_year_february(self):
        self.assertEqual(day_of_year(2024, 2, 1), 32)
        self.assertEqual(day_of_year(2024, 2, 29), 60)

    def test_round_trip(self):
        for year in (2023, 2024):
            for ordinal in (1, 31, 32, 59, 60, 61, 200, 365):
                month, day = from_day_of_year(year, ordinal)
                self.assertEqual(day_of_year(year, month, day), ordinal, (year, ordinal))

    def test_days_between(self):
        self.assertEqual(days_between((2023, 12, 25), (2024, 1, 1)), 7)
        self.assertEqual(days_between((2024, 1, 1), (2023, 12, 25)), -7)
        self.assertEqual(days_between((2020, 3, 1), (2021, 3, 1)), 365)

    def test_bad_month(self):
        with self.assertRaises(ValueError):
            day_of_year(2024, 13, 1)


if __name__ == "__main__":
    unittest.main()
