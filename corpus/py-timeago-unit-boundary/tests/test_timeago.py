#!/usr/bin/env python
# -*- coding: utf-8 -*-
import unittest
from datetime import date, datetime, timedelta

import timeago


NOW = datetime(2016, 5, 26, 12, 0, 0)


class TimeagoTest(unittest.TestCase):
    def test_just_now(self):
        self.assertEqual(timeago.format(NOW - timedelta(seconds=3), NOW), 'just now')
        self.assertEqual(timeago.format(NOW + timedelta(seconds=3), NOW), 'right now')

    def test_seconds(self):
        self.assertEqual(timeago.format(NOW - timedelta(seconds=13), NOW), '13 seconds ago')
        self.assertEqual(timeago.format(NOW + timedelta(seconds=45), NOW), 'in 45 seconds')

    def test_minutes_and_hours(self):
        self.assertEqual(timeago.format(NOW - timedelta(minutes=5, seconds=20), NOW), '5 minutes ago')
        self.assertEqual(timeago.format(NOW - timedelta(hours=3, minutes=10), NOW), '3 hours ago')
        self.assertEqual(timeago.format(NOW + timedelta(hours=1, minutes=2), NOW), 'in 1 hour')

    def test_exactly_one_unit(self):
        self.assertEqual(timeago.format(NOW - timedelta(seconds=60), NOW), '1 minute ago')
        self.assertEqual(timeago.format(NOW - timedelta(hours=1), NOW), '1 hour ago')
        self.assertEqual(timeago.format(NOW + timedelta(days=1), NOW), 'in 1 day')

    def test_exactly_one_week(self):
        self.assertEqual(timeago.format(timedelta(days=7)), '1 week ago')
        self.assertEqual(timeago.format(timedelta(days=14, hours=3)), '2 weeks ago')

    def test_days_months_years(self):
        self.assertEqual(timeago.format(NOW - timedelta(days=3, hours=2), NOW), '3 days ago')
        self.assertEqual(timeago.format(NOW - timedelta(days=75), NOW), '2 months ago')
        self.assertEqual(timeago.format(NOW - timedelta(days=800), NOW), '2 years ago')

    def test_timedelta_input(self):
        self.assertEqual(timeago.format(timedelta(seconds=-125)), 'in 2 minutes')

    def test_string_and_date_input(self):
        self.assertEqual(timeago.format('2016-05-26 11:40:00', '2016-05-26 12:00:00'), '20 minutes ago')
        self.assertEqual(timeago.format(date(2016, 5, 20), NOW), '6 days ago')

    def test_locale_fallback(self):
        self.assertEqual(timeago.format(NOW - timedelta(hours=2, minutes=5), NOW, 'xx_XX'), '2 hours ago')

    def test_invalid_parameter(self):
        with self.assertRaises(timeago.ParameterUnvalid):
            timeago.format('not a date', NOW)


if __name__ == '__main__':
    unittest.main()
