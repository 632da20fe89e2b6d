import unittest

from pendate import Date


class AddTest(unittest.TestCase):
    def assertDate(self, d, year, month, day):
        self.assertEqual((d.year, d.month, d.day), (year, month, day))

    def test_add_years_positive(self):
        self.assertDate(Date(1975, 5, 21).add(years=1), 1976, 5, 21)

    def test_add_months_positive(self):
        self.assertDate(Date(1975, 12, 31).add(months=1), 1976, 1, 31)

    def test_add_months_overflow_clamps_day(self):
        self.assertDate(Date(2017, 1, 31).add(months=1), 2017, 2, 28)

    def test_add_months_into_leap_february(self):
        self.assertDate(Date(2015, 1, 31).add(months=13), 2016, 2, 29)
        self.assertDate(Date(2023, 12, 31).add(months=2), 2024, 2, 29)

    def test_subtract_months_across_year(self):
        self.assertDate(Date(2016, 3, 31).subtract(months=13), 2015, 2, 28)

    def test_add_weeks_and_days(self):
        self.assertDate(Date(2016, 2, 25).add(weeks=1, days=1), 2016, 3, 4)

    def test_subtract_year_from_leap_day(self):
        self.assertDate(Date(2024, 2, 29).subtract(years=1), 2023, 2, 28)

    def test_end_of_month_and_weekday(self):
        d = Date.create(2024, 2, 10)
        self.assertDate(d.end_of_month(), 2024, 2, 29)
        self.assertEqual(d.day_of_week, 6)
        self.assertTrue(d.is_leap_year())


if __name__ == "__main__":
    unittest.main()
