import unittest
from datetime import date, datetime, time, timedelta

import tomlkit
from tomlkit.api import ParseError


class TestValue(unittest.TestCase):
    def test_scalars(self):
        self.assertIs(tomlkit.value("true"), True)
        self.assertEqual(tomlkit.value("1_000"), 1000)
        self.assertEqual(tomlkit.value("0xff"), 255)
        self.assertEqual(tomlkit.value("-3.5e2"), -350.0)
        self.assertEqual(tomlkit.value('"hello"'), "hello")

    def test_utc_datetime(self):
        dt = tomlkit.value("1979-05-27T07:32:00Z")
        self.assertEqual(dt.utcoffset(), timedelta(0))
        self.assertEqual(dt.replace(tzinfo=None), datetime(1979, 5, 27, 7, 32))

    def test_negative_offset_datetime(self):
        dt = tomlkit.value("1979-05-27T00:32:00-07:00")
        self.assertEqual(dt.utcoffset(), timedelta(hours=-7))
        self.assertEqual(dt.isoformat(), "1979-05-27T00:32:00-07:00")

    def test_positive_offset_datetime(self):
        dt = tomlkit.value("1979-05-27T00:32:00.999999+05:30")
        self.assertEqual(dt.utcoffset(), timedelta(hours=5, minutes=30))
        self.assertEqual(dt.microsecond, 999999)

    def test_local_datetime_date_and_time(self):
        self.assertEqual(tomlkit.value("1979-05-27 07:32:00"), datetime(1979, 5, 27, 7, 32))
        self.assertEqual(tomlkit.value("1979-05-27"), date(1979, 5, 27))
        self.assertEqual(tomlkit.value("00:32:00.5"), time(0, 32, 0, 500000))

    def test_invalid(self):
        with self.assertRaises(ParseError):
            tomlkit.value("1979-13-27")
        with self.assertRaises(ParseError):
            tomlkit.value("nope")


if __name__ == "__main__":
    unittest.main()
