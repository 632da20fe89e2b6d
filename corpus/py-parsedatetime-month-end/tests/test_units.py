import datetime
import unittest

import parsedatetime as pdt

START = datetime.datetime(2023, 1, 31, 9, 0)


class TestUnits(unittest.TestCase):
    def setUp(self):
        self.cal = pdt.Calendar()

    def test_days_and_weeks(self):
        self.assertEqual(self.cal.parseDT('in 3 days', START), (datetime.datetime(2023, 2, 3, 9, 0), 1))
        self.assertEqual(self.cal.parseDT('in 2 weeks', START), (datetime.datetime(2023, 2, 14, 9, 0), 1))

    def test_hours(self):
        self.assertEqual(self.cal.parseDT('in 5 hrs', START), (datetime.datetime(2023, 1, 31, 14, 0), 1))

    def test_month_clamps_to_february(self):
        self.assertEqual(self.cal.parseDT('in 1 month', START)[0], datetime.datetime(2023, 2, 28, 9, 0))
        leap = datetime.datetime(2024, 1, 31)
        self.assertEqual(self.cal.parseDT('in 1 month', leap)[0], datetime.datetime(2024, 2, 29))

    def test_months_across_year(self):
        src = datetime.datetime(2023, 11, 15)
        self.assertEqual(self.cal.parseDT('in 3 months', src)[0], datetime.datetime(2024, 2, 15))

    def test_month_end_kept_in_long_months(self):
        src = datetime.datetime(2023, 7, 31)
        self.assertEqual(self.cal.parseDT('in 1 month', src)[0], datetime.datetime(2023, 8, 31))
        self.assertEqual(self.cal.parseDT('in 5 months', src)[0], datetime.datetime(2023, 12, 31))

    def test_years(self):
        src = datetime.datetime(2024, 2, 29)
        self.assertEqual(self.cal.parseDT('in 1 year', src)[0], datetime.datetime(2025, 2, 28))

    def test_unparsed(self):
        self.assertEqual(self.cal.parseDT('whenever', START), (START, 0))
        self.assertEqual(self.cal.parseDT('in 2 fortnights', START), (START, 0))


if __name__ == '__main__':
    unittest.main()
