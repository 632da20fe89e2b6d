import datetime
import unittest

import iso8601


class TestParseDate(unittest.TestCase):
    def test_utc(self):
        d = iso8601.parse_date("2007-01-25T12:00:00Z")
        self.assertEqual(d, datetime.datetime(2007, 1, 25, 12, 0, tzinfo=iso8601.UTC))

    def test_whole_hour_offset(self):
        d = iso8601.parse_date("2007-01-25T12:00:00+01:00")
        self.assertEqual(d.utcoffset(), datetime.timedelta(hours=1))
        self.assertEqual(d.tzname(), "+01:00")

    def test_offset_with_minutes(self):
        d = iso8601.parse_date("2006-10-20T15:34:56.123+05:30")
        self.assertEqual(d.utcoffset(), datetime.timedelta(hours=5, minutes=30))
        self.assertEqual(d.microsecond, 123000)

    def test_negative_offset_with_minutes(self):
        d = iso8601.parse_date("2010-07-01T00:01:20-03:30")
        self.assertEqual(d.utcoffset(), -datetime.timedelta(hours=3, minutes=30))
        self.assertEqual(d.tzname(), "-03:30")

    def test_default_timezone(self):
        tz = datetime.timezone(datetime.timedelta(hours=2))
        d = iso8601.parse_date("2007-01-25 12:00", default_timezone=tz)
        self.assertEqual(d.tzinfo, tz)
        self.assertEqual(d.minute, 0)

    def test_date_only(self):
        self.assertEqual(iso8601.parse_date("2013-10-15").date(), datetime.date(2013, 10, 15))

    def test_garbage(self):
        with self.assertRaises(iso8601.ParseError):
            iso8601.parse_date("23")


if __name__ == "__main__":
    unittest.main()
