import datetime
import unittest

from humanfriendly import InvalidTimespan, format_timespan, parse_timespan
from humanfriendly.text import concatenate, pluralize


class TimespanTestCase(unittest.TestCase):

    def test_seconds(self):
        self.assertEqual(format_timespan(0), '0 seconds')
        self.assertEqual(format_timespan(1), '1 second')
        self.assertEqual(format_timespan(2.5), '2.5 seconds')

    def test_minutes_and_hours(self):
        self.assertEqual(format_timespan(1000), '16 minutes and 40 seconds')
        self.assertEqual(format_timespan(3600 * 2), '2 hours')

    def test_fractional_seconds_after_minutes(self):
        self.assertEqual(format_timespan(61.5), '1 minute and 1.5 seconds')

    def test_max_units(self):
        week = 60 * 60 * 24 * 7
        self.assertEqual(format_timespan(week + 3600 * 5 + 60 + 3.25),
                         '1 week, 5 hours and 1 minute')

    def test_detailed(self):
        self.assertEqual(format_timespan(60.001, detailed=True), '1 minute and 1 millisecond')

    def test_timedelta(self):
        self.assertEqual(format_timespan(datetime.timedelta(days=1, seconds=90)),
                         '1 day, 1 minute and 30 seconds')

    def test_parse_timespan(self):
        self.assertEqual(parse_timespan('42'), 42.0)
        self.assertEqual(parse_timespan('5h'), 18000.0)
        self.assertEqual(parse_timespan('1.5 mins'), 90.0)
        self.assertRaises(InvalidTimespan, parse_timespan, '1 z')

    def test_text_helpers(self):
        self.assertEqual(concatenate(['eggs', 'milk', 'bread']), 'eggs, milk and bread')
        self.assertEqual(pluralize(2, 'day'), '2 days')


if __name__ == '__main__':
    unittest.main()
