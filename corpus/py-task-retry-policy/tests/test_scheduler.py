import unittest

from taskflow.config import SchedulerConfig
from taskflow.scheduler import DISABLED, FAILED, PENDING, Scheduler


class SchedulerTest(unittest.TestCase):
    def test_new_task_is_pending(self):
        s = Scheduler()
        self.assertEqual(s.add_task("Ingest(date=2024-05-01)").status, PENDING)
        self.assertIs(s.add_task("Ingest(date=2024-05-01)"), s.tasks["Ingest(date=2024-05-01)"])

    def test_failed_task_is_retried_after_delay(self):
        s = Scheduler(SchedulerConfig(retry_delay=60))
        s.add_task("A")
        s.fail("A", now=0)
        self.assertEqual(s.tasks["A"].status, FAILED)
        self.assertEqual(s.retry_due(now=30), [])
        self.assertEqual(s.retry_due(now=60), ["A"])
        self.assertEqual(s.tasks["A"].status, PENDING)

    def test_disabled_after_retry_count_failures(self):
        s = Scheduler(SchedulerConfig(retry_count=3))
        s.add_task("A")
        for now in (0, 10, 20):
            s.fail("A", now)
        self.assertEqual(s.tasks["A"].status, DISABLED)
        self.assertEqual(s.retry_due(now=10_000), [])

    def test_old_failures_leave_the_window(self):
        s = Scheduler(SchedulerConfig(retry_count=2))
        s.add_task("A")
        s.fail("A", now=0)
        s.fail("A", now=4000)
        self.assertEqual(s.tasks["A"].status, FAILED)

    def test_per_task_hard_timeout(self):
        s = Scheduler(SchedulerConfig(retry_count=100))
        s.add_task("B", disable_hard_timeout=600)
        s.fail("B", now=0)
        s.fail("B", now=700)
        self.assertEqual(s.tasks["B"].status, DISABLED)

    def test_per_task_retry_count(self):
        s = Scheduler()
        s.add_task("C", retry_count=1)
        s.fail("C", now=5)
        self.assertEqual(s.tasks["C"].status, DISABLED)

    def test_unknown_setting(self):
        with self.assertRaises(TypeError):
            Scheduler().add_task("D", retries=3)


if __name__ == "__main__":
    unittest.main()
