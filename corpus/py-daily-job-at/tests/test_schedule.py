import datetime
import unittest

from schedule import Scheduler, ScheduleValueError


class FakeClock:
    def __init__(self, *args):
        self.current = datetime.datetime(*args)

    def __call__(self):
        return self.current


def make_scheduler(*args):
    clock = FakeClock(*args)
    return Scheduler(clock=clock), clock


def noop():
    pass


class SchedulerTests(unittest.TestCase):
    def test_every_minutes(self):
        sched, _ = make_scheduler(2024, 5, 13, 9, 0, 0)
        job = sched.every(10).minutes.do(noop)
        self.assertEqual(job.next_run, datetime.datetime(2024, 5, 13, 9, 10))
        self.assertEqual(sched.idle_seconds, 600)

    def test_run_pending(self):
        calls = []
        sched, clock = make_scheduler(2024, 5, 13, 9, 0, 0)
        sched.every(5).seconds.do(calls.append, "tick")
        sched.run_pending()
        self.assertEqual(calls, [])
        clock.current += datetime.timedelta(seconds=5)
        sched.run_pending()
        self.assertEqual(calls, ["tick"])
        self.assertEqual(sched.next_run, datetime.datetime(2024, 5, 13, 9, 0, 10))

    def test_daily_at_later_today(self):
        sched, _ = make_scheduler(2024, 5, 13, 8, 15, 0)
        job = sched.every().day.at("10:30").do(noop)
        self.assertEqual(job.next_run, datetime.datetime(2024, 5, 13, 10, 30))

    def test_daily_at_already_passed(self):
        sched, _ = make_scheduler(2024, 5, 13, 11, 0, 0)
        job = sched.every().day.at("10:30").do(noop)
        self.assertEqual(job.next_run, datetime.datetime(2024, 5, 14, 10, 30))

    def test_daily_at_after_a_run(self):
        sched, clock = make_scheduler(2024, 5, 13, 10, 30, 0)
        job = sched.every().day.at("10:30").do(noop)
        clock.current = datetime.datetime(2024, 5, 14, 10, 30, 1)
        job.run()
        self.assertEqual(job.next_run, datetime.datetime(2024, 5, 15, 10, 30))

    def test_weekly_on_a_weekday(self):
        sched, _ = make_scheduler(2024, 5, 13, 9, 0, 0)  # a Monday
        job = sched.every().wednesday.at("13:15").do(noop)
        self.assertEqual(job.next_run, datetime.datetime(2024, 5, 15, 13, 15))

    def test_weekday_needs_weekly_interval(self):
        sched, _ = make_scheduler(2024, 5, 13, 9, 0, 0)
        with self.assertRaises(ScheduleValueError):
            sched.every(2).monday
        with self.assertRaises(ScheduleValueError):
            sched.every().hour.at("10:30")


if __name__ == "__main__":
    unittest.main()
