import unittest

from jobq.backoff import delay, seeded
from jobq.job import GaveUp, Job, TransientError
from jobq.worker import Worker


class Flaky:
    """Fails with TransientError `failures` times, then returns 'sent'."""

    def __init__(self, failures):
        self.failures = failures
        self.calls = 0

    def __call__(self, *args):
        self.calls += 1
        if self.calls <= self.failures:
            raise TransientError(f"503 on call {self.calls}")
        return "sent"


class BackoffTest(unittest.TestCase):
    def test_exponential_and_capped(self):
        self.assertEqual([delay(n, base=1, cap=5) for n in range(1, 6)], [1, 2, 4, 5, 5])

    def test_jitter_stays_within_half_and_full_delay(self):
        rng = seeded(7)
        self.assertTrue(all(2 <= delay(3, base=1, jitter=rng) <= 4 for _ in range(50)))


class WorkerTest(unittest.TestCase):
    def setUp(self):
        self.slept = []
        self.worker = Worker(sleep=self.slept.append, base_delay=1)

    def test_first_attempt_succeeds(self):
        job = Job("webhook", Flaky(0))
        self.assertEqual(self.worker.run(job), "sent")
        self.assertEqual(self.slept, [])

    def test_succeeds_on_the_last_allowed_attempt(self):
        job = Job("webhook", Flaky(2), max_attempts=3)
        self.assertEqual(self.worker.run(job), "sent")
        self.assertEqual(self.slept, [1, 2])

    def test_gives_up_after_max_attempts(self):
        flaky = Flaky(10)
        job = Job("email", flaky, max_attempts=4)
        with self.assertRaises(GaveUp):
            self.worker.run(job)
        self.assertEqual(flaky.calls, 4)
        self.assertEqual([h[1] for h in job.history], [1, 2, 3, 4])

    def test_other_errors_are_not_retried(self):
        def broken():
            raise KeyError("template")

        with self.assertRaises(KeyError):
            self.worker.run(Job("email", broken))
        self.assertEqual(self.slept, [])
