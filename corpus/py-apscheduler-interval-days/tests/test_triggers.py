import unittest
from datetime import datetime, timedelta, timezone

from apscheduler.triggers.interval import IntervalTrigger

UTC = timezone.utc


class TestIntervalTrigger(unittest.TestCase):
    def setUp(self):
        self.start = datetime(2009, 8, 4, 0, 0, 0, tzinfo=UTC)

    def test_before_start_date(self):
        trigger = IntervalTrigger(seconds=1, start_date=self.start)
        now = datetime(2009, 8, 3, 12, 0, tzinfo=UTC)
        self.assertEqual(trigger.get_next_fire_time(None, now), self.start)

    def test_within_seconds_interval(self):
        trigger = IntervalTrigger(seconds=10, start_date=self.start)
        now = datetime(2009, 8, 4, 0, 0, 25, tzinfo=UTC)
        self.assertEqual(trigger.get_next_fire_time(None, now),
                         datetime(2009, 8, 4, 0, 0, 30, tzinfo=UTC))

    def test_previous_fire_time(self):
        trigger = IntervalTrigger(hours=1, start_date=self.start)
        previous = datetime(2009, 8, 4, 5, 0, tzinfo=UTC)
        self.assertEqual(trigger.get_next_fire_time(previous, previous),
                         datetime(2009, 8, 4, 6, 0, tzinfo=UTC))

    def test_daily_interval_after_start(self):
        trigger = IntervalTrigger(days=1, start_date=self.start)
        now = datetime(2009, 8, 6, 9, 30, tzinfo=UTC)
        self.assertEqual(trigger.get_next_fire_time(None, now),
                         datetime(2009, 8, 7, 0, 0, tzinfo=UTC))

    def test_end_date(self):
        trigger = IntervalTrigger(minutes=5, start_date=self.start,
                                  end_date=datetime(2009, 8, 4, 0, 12, tzinfo=UTC))
        now = datetime(2009, 8, 4, 0, 11, tzinfo=UTC)
        self.assertIsNone(trigger.get_next_fire_time(None, now))

    def test_microseconds_rounded_up(self):
        start = datetime(2009, 8, 4, 0, 0, 0, 500, tzinfo=UTC)
        trigger = IntervalTrigger(seconds=2, start_date=start)
        self.assertEqual(trigger.get_next_fire_time(None, start - timedelta(seconds=1)),
                         datetime(2009, 8, 4, 0, 0, 1, tzinfo=UTC))

    def test_repr(self):
        trigger = IntervalTrigger(minutes=1, start_date=self.start)
        self.assertEqual(str(trigger), 'interval[0:01:00]')


if __name__ == '__main__':
    unittest.main()
