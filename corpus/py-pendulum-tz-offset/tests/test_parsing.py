import unittest
from datetime import timedelta

import pendulum
from pendulum import ParserError


class ParsingTest(unittest.TestCase):
    def assert_datetime(self, d, year, month, day, hour=0, minute=0, second=0, microsecond=0):
        self.assertEqual((d.year, d.month, d.day, d.hour, d.minute, d.second, d.microsecond),
                         (year, month, day, hour, minute, second, microsecond))

    def test_date_only(self):
        d = pendulum.parse("2016-10-06")
        self.assert_datetime(d, 2016, 10, 6)
        self.assertEqual(d.tzinfo.name, "UTC")

    def test_basic_format(self):
        d = pendulum.parse("20161006T123456")
        self.assert_datetime(d, 2016, 10, 6, 12, 34, 56)

    def test_fraction(self):
        d = pendulum.parse("2016-10-06T12:34:56.123")
        self.assert_datetime(d, 2016, 10, 6, 12, 34, 56, 123000)

    def test_utc_designator(self):
        d = pendulum.parse("2016-10-06T12:34:56Z")
        self.assertEqual(d.utcoffset(), timedelta(0))

    def test_extended_offset(self):
        d = pendulum.parse("2016-10-06T12:34:56+05:30")
        self.assertEqual(d.tzinfo.offset, 19800)
        self.assertEqual(d.tzinfo.name, "+05:30")

    def test_hours_only_offset(self):
        d = pendulum.parse("2016-10-06T12:34:56-08")
        self.assertEqual(d.tzinfo.offset, -28800)

    def test_basic_offset(self):
        d = pendulum.parse("20161006T123456+0530")
        self.assertEqual(d.utcoffset(), timedelta(hours=5, minutes=30))

    def test_basic_negative_offset(self):
        d = pendulum.parse("2016-10-06T12:34:56-0345")
        self.assertEqual(d.tzinfo.name, "-03:45")

    def test_invalid(self):
        self.assertRaises(ParserError, pendulum.parse, "2016-13-06")
        self.assertRaises(ParserError, pendulum.parse, "yesterday")


if __name__ == "__main__":
    unittest.main()
