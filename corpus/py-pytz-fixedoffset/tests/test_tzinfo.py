import datetime
import unittest

import pytz


class UTCTestCase(unittest.TestCase):
    def test_localize(self):
        dt = pytz.utc.localize(datetime.datetime(2002, 10, 27, 1))
        self.assertEqual(dt.utcoffset(), datetime.timedelta(0))
        self.assertEqual(str(pytz.utc), "UTC")

    def test_localize_aware_fails(self):
        dt = datetime.datetime(2002, 10, 27, 1, tzinfo=pytz.utc)
        with self.assertRaises(ValueError):
            pytz.utc.localize(dt)


class FixedOffsetTestCase(unittest.TestCase):
    def test_zero_is_utc(self):
        self.assertIs(pytz.FixedOffset(0), pytz.utc)

    def test_instances_are_shared(self):
        self.assertIs(pytz.FixedOffset(-330), pytz.FixedOffset(-330))
        self.assertEqual(repr(pytz.FixedOffset(-330)), "pytz.FixedOffset(-330)")

    def test_localize_and_convert(self):
        tz = pytz.FixedOffset(-300)
        dt = tz.localize(datetime.datetime(2020, 1, 1, 12))
        self.assertEqual(dt.astimezone(pytz.utc).hour, 17)

    def test_offset_too_large(self):
        with self.assertRaises(ValueError):
            pytz.FixedOffset(1440)
        with self.assertRaises(ValueError):
            pytz.FixedOffset(-1500)

    def test_largest_offsets(self):
        self.assertEqual(pytz.FixedOffset(1439).utcoffset(None), datetime.timedelta(minutes=1439))
        self.assertEqual(pytz.FixedOffset(-1439).utcoffset(None), datetime.timedelta(minutes=-1439))
