"""Unit tests for schedule.py"""
import datetime
import unittest

import schedule
from schedule import ScheduleValueError, every


def make_mock_job(name=None):
    job = lambda: "called"  # noqa: E731
    job.__name__ = name or "job"
    return job


class mock_datetime:
    """Monkey-patch datetime for predictable results"""

    def __init__(self, year, month, day, hour, minute, second=0):
        self.year, self.month, self.day = year, month, day
        self.hour, self.minute, self.second = hour, minute, second

    def __enter__(self):
        class MockDate(datetime.datetime):
            @classmethod
            def now(cls, tz=None):
                return cls(self.year, self.month, self.day, self.hour, self.minute, self.second)

        self.original_datetime = datetime.datetime
        datetime.datetime = MockDate
        return MockDate

    def __exit__(self, *args, **kwargs):
        datetime.datetime = self.original_datetime


class SchedulerTests(unittest.TestCase):
    def setUp(self):
        schedule.default_scheduler.jobs.clear()

    def test_time_units(self):
        self.assertEqual(every().seconds.unit, "seconds")
        self.assertEqual(every().minutes.unit, "minutes")
        self.assertEqual(every().hour.unit, "hours")
        self.assertEqual(every().week.unit, "weeks")
        self.assertRaises(ScheduleValueError, getattr, every(2), "monday")

    def test_next_run_time(self):
        with mock_datetime(2010, 1, 6, 12, 15):
            mock_job = make_mock_job()
            self.assertEqual(every().minute.do(mock_job).next_run.minute, 16)
            self.assertEqual(every(5).minutes.do(mock_job).next_run.minute, 20)
            self.assertEqual(every().hour.do(mock_job).next_run.hour, 13)
            self.assertEqual(every().day.do(mock_job).next_run.day, 7)

    def test_at_time(self):
        with mock_datetime(2010, 1, 6, 12, 15):
            job = every().day.at("10:30").do(make_mock_job())
            self.assertEqual(job.next_run, datetime.datetime(2010, 1, 7, 10, 30))
            job = every().day.at("14:00").do(make_mock_job())
            self.assertEqual(job.next_run, datetime.datetime(2010, 1, 6, 14, 0))

    def test_next_run_time_day_of_week(self):
        mock_job = make_mock_job()
        with mock_datetime(2010, 1, 6, 13, 16):  # a Wednesday
            self.assertEqual(every().friday.do(mock_job).next_run.day, 8)
            self.assertEqual(every().monday.do(mock_job).next_run.day, 11)
            self.assertEqual(every().wednesday.do(mock_job).next_run.day, 13)

    def test_weekday_at_time(self):
        with mock_datetime(2010, 1, 6, 13, 16):
            job = every().thursday.at("08:00").do(make_mock_job())
            self.assertEqual(job.next_run, datetime.datetime(2010, 1, 7, 8, 0))

    def test_run_pending(self):
        mock_job = make_mock_job()
        with mock_datetime(2010, 1, 6, 12, 15):
            job = every().minute.do(mock_job)
        with mock_datetime(2010, 1, 6, 12, 16):
            schedule.default_scheduler.run_pending()
            self.assertEqual(job.last_run, datetime.datetime(2010, 1, 6, 12, 16))
            self.assertEqual(job.next_run, datetime.datetime(2010, 1, 6, 12, 17))
            self.assertEqual(schedule.default_scheduler.idle_seconds, 60)


if __name__ == "__main__":
    unittest.main()
