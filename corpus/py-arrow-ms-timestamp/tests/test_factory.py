import unittest
from datetime import datetime, timedelta, timezone
from decimal import Decimal

import arrow
from arrow import util


class GetTests(unittest.TestCase):
    expected = datetime(2019, 8, 9, 13, 52, 38, tzinfo=timezone.utc)

    def test_timestamp_one_arg(self):
        self.assertEqual(arrow.get(1565358758), self.expected)
        self.assertEqual(arrow.get(1565358758.0), self.expected)
        self.assertEqual(arrow.get(Decimal("1565358758")), self.expected)

    def test_timestamp_milliseconds(self):
        self.assertEqual(arrow.get(1565358758000), self.expected)
        self.assertEqual(arrow.get(1565358758123).datetime.microsecond, 123000)

    def test_timestamp_microseconds(self):
        self.assertEqual(arrow.get(1565358758000000), self.expected)

    def test_timestamp_with_tzinfo(self):
        tz = timezone(timedelta(hours=2))
        self.assertEqual(arrow.get(1565358758, tzinfo=tz).isoformat(), "2019-08-09T15:52:38+02:00")

    def test_iso_string(self):
        self.assertEqual(arrow.get("2019-08-09T13:52:38+00:00"), self.expected)

    def test_bad_input(self):
        with self.assertRaises(TypeError):
            arrow.get(None)
        with self.assertRaises(TypeError):
            arrow.get(True)


class UtilTests(unittest.TestCase):
    def test_is_timestamp(self):
        self.assertTrue(util.is_timestamp(1565358758))
        self.assertTrue(util.is_timestamp("1565358758.5"))
        self.assertFalse(util.is_timestamp(False))
        self.assertFalse(util.is_timestamp("abc"))

    def test_normalize_timestamp(self):
        self.assertEqual(util.normalize_timestamp(1565358758123), 1565358758.123)
        with self.assertRaises(ValueError):
            util.normalize_timestamp(util.MAX_TIMESTAMP_US + 1)


if __name__ == "__main__":
    unittest.main()
