#!/usr/bin/env python
# -*- coding: utf-8 -*-
'''
test_timeparse.py
(c) Will Roberts <wildwilhelm@gmail.com>  1 February, 2014

Unit tests for the `timeparse` module.
'''

import unittest

from pytimeparse import timeparse


class TestTimeparse(unittest.TestCase):
    '''Unit tests for the timeparse module.'''

    def test_clock_formats(self):
        self.assertEqual(timeparse('1:24'), 84)
        self.assertEqual(timeparse(':22'), 22)
        self.assertEqual(timeparse('2:04:13:02'), 187982)

    def test_unit_formats(self):
        self.assertEqual(timeparse('5hr34m56s'), 20096)
        self.assertEqual(timeparse('1 minute, 24 secs'), 84)
        self.assertEqual(timeparse('2 days, 4:13:02'), 187982)
        self.assertEqual(timeparse('1.5 weeks'), 907200)

    def test_decimals(self):
        self.assertEqual(timeparse('1.2 minutes'), 72)
        self.assertEqual(timeparse('1.2 seconds'), 1.2)
        self.assertEqual(timeparse('1:24.5'), 84.5)

    def test_signs(self):
        self.assertEqual(timeparse('- 1 minute'), -60)
        self.assertEqual(timeparse('+ 1 minute'), 60)
        self.assertEqual(timeparse('-1:24'), -84)

    def test_minutes_granularity(self):
        self.assertEqual(timeparse('1:30', granularity='minutes'), 5400)
        self.assertEqual(timeparse('10:01:30', granularity='minutes'), 36090)

    def test_minutes_granularity_keeps_fractional_seconds(self):
        self.assertEqual(timeparse('1:24.5', granularity='minutes'), 84.5)
        self.assertEqual(timeparse('0:30.25', granularity='minutes'), 30.25)

    def test_unparseable(self):
        self.assertIsNone(timeparse('foo'))
        self.assertIsNone(timeparse('1 fortnight'))


if __name__ == '__main__':
    unittest.main()
