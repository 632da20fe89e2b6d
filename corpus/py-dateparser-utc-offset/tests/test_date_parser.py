import unittest
from datetime import datetime, timedelta

import dateparser
from dateparser.timezone_parser import pop_tz_offset_from_string


class TestParse(unittest.TestCase):
    def test_naive_dates(self):
        self.assertEqual(dateparser.parse("2014-10-01 13:45"), datetime(2014, 10, 1, 13, 45))
        self.assertEqual(dateparser.parse("12 August, 2015"), datetime(2015, 8, 12))
        self.assertIsNone(dateparser.parse("not a date"))

    def test_timezone_abbreviations(self):
        d = dateparser.parse("2015-03-01 10:00 EST")
        self.assertEqual(d.utcoffset(), timedelta(hours=-5))
        d = dateparser.parse("2015-03-01 10:00 IST")
        self.assertEqual(d.utcoffset(), timedelta(hours=5, minutes=30))

    def test_positive_offsets(self):
        d = dateparser.parse("2015-03-01 10:00 +05:30")
        self.assertEqual(d.utcoffset(), timedelta(hours=5, minutes=30))
        d = dateparser.parse("2015-03-01T10:00:00UTC+01:00")
        self.assertEqual(d.utcoffset(), timedelta(hours=1))

    def test_negative_whole_hour_offsets(self):
        d = dateparser.parse("2015-03-01 10:00 -0500")
        self.assertEqual(d.utcoffset(), timedelta(hours=-5))

    def test_negative_offsets_with_minutes(self):
        d = dateparser.parse("2015-03-01 10:00 -03:30")
        self.assertEqual(d.utcoffset(), timedelta(hours=-3, minutes=-30))
        self.assertEqual(d.utcoffset(), dateparser.parse("2015-03-01 10:00 NST").utcoffset())

    def test_timezone_aware_setting(self):
        d = dateparser.parse("2015-03-01 10:00 -03:30", settings={"RETURN_AS_TIMEZONE_AWARE": False})
        self.assertIsNone(d.tzinfo)

    def test_pop_tz_offset_from_string(self):
        self.assertEqual(pop_tz_offset_from_string("10:00 CET", as_offset=False), ("10:00", "CET"))
        self.assertEqual(pop_tz_offset_from_string("10:00"), ("10:00", None))


if __name__ == "__main__":
    unittest.main()
