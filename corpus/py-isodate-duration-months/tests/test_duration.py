"""
Test cases for the isoduration module.
"""
import unittest
from datetime import date, datetime, timedelta

from isodate import Duration, ISO8601Error, duration_isoformat, parse_duration


class DurationTest(unittest.TestCase):

    def test_parse_weeks_and_days(self):
        self.assertEqual(parse_duration("P3W"), timedelta(weeks=3))
        self.assertEqual(parse_duration("P2DT12H"), timedelta(days=2, hours=12))
        self.assertEqual(parse_duration("-PT1,5H"), timedelta(minutes=-90))

    def test_parse_years_months(self):
        dur = parse_duration("P1Y2M10DT2H30M")
        self.assertIsInstance(dur, Duration)
        self.assertEqual(dur, Duration(years=1, months=2, days=10, hours=2, minutes=30))
        self.assertEqual(parse_duration("P14M"), Duration(years=1, months=2))

    def test_parse_error(self):
        self.assertRaises(ISO8601Error, parse_duration, "P1X")
        self.assertRaises(ISO8601Error, parse_duration, "1Y")
        self.assertRaises(TypeError, parse_duration, 3)

    def test_isoformat(self):
        self.assertEqual(duration_isoformat(timedelta(days=3, hours=4)), "P3DT4H")
        self.assertEqual(duration_isoformat(Duration(years=2, months=3)), "P2Y3M")
        self.assertEqual(duration_isoformat(timedelta(0)), "P0D")

    def test_add_months_to_date(self):
        self.assertEqual(date(2020, 11, 15) + Duration(months=1), date(2020, 12, 15))
        self.assertEqual(date(2021, 1, 31) + Duration(months=1), date(2021, 2, 28))
        self.assertEqual(date(2020, 12, 5) + parse_duration("P2M"), date(2021, 2, 5))

    def test_add_years_to_datetime(self):
        self.assertEqual(datetime(2020, 2, 29, 12, 0) + Duration(years=1, days=1),
                         datetime(2021, 3, 1, 12, 0))

    def test_duration_arithmetic(self):
        dur = Duration(years=1, months=1) + Duration(months=11, days=2)
        self.assertEqual(dur, Duration(years=2, days=2))
        self.assertEqual(-Duration(months=3, hours=1), Duration(months=-3, hours=-1))
        self.assertNotEqual(Duration(months=1), timedelta(days=30))

    def test_fractional_months_rejected(self):
        self.assertRaises(ValueError, lambda: date(2020, 1, 1) + Duration(months=1.5))


if __name__ == "__main__":
    unittest.main()
