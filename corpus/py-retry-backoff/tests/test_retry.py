import unittest

from netutil.backoff import Backoff
from netutil.retry import GaveUp, retry


class Flaky:
    def __init__(self, failures):
        self.failures = failures
        self.calls = 0

    def __call__(self):
        self.calls += 1
        if self.calls <= self.failures:
            raise ConnectionError(f"failure {self.calls}")
        return "ok"


class BackoffTest(unittest.TestCase):
    def test_delays_grow_exponentially(self):
        self.assertEqual(Backoff().schedule(4), [0.5, 1.0, 2.0, 4.0])

    def test_delays_are_capped(self):
        self.assertEqual(Backoff(base=1, cap=5).schedule(5), [1, 2, 4, 5, 5])

    def test_invalid_settings(self):
        with self.assertRaises(ValueError):
            Backoff(base=0)


class RetryTest(unittest.TestCase):
    def test_first_call_succeeds_without_sleeping(self):
        slept = []
        self.assertEqual(retry(Flaky(0), sleep=slept.append), "ok")
        self.assertEqual(slept, [])

    def test_sleeps_between_attempts(self):
        slept = []
        self.assertEqual(retry(Flaky(2), attempts=3, sleep=slept.append), "ok")
        self.assertEqual(slept, [0.5, 1.0])

    def test_gives_up(self):
        op = Flaky(5)
        with self.assertRaises(GaveUp) as e:
            retry(op, attempts=3)
        self.assertEqual(op.calls, 3)
        self.assertEqual(e.exception.attempts, 3)


if __name__ == "__main__":
    unittest.main()
