import unittest
from datetime import datetime, timedelta, timezone

from taskq.amqp import as_task_v2
from taskq.request import Request
from taskq.worker import Worker

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=timezone.utc)


def add(x, y):
    return x + y


class WorkerTest(unittest.TestCase):
    def setUp(self):
        self.worker = Worker({"tasks.add": add})

    def test_immediate_task_runs(self):
        msg = as_task_v2("tasks.add", (2, 3), task_id="t1", now=T0)
        self.assertEqual(self.worker.handle(msg, T0), "done")
        self.assertEqual(self.worker.results["t1"], 5)

    def test_unregistered_task(self):
        msg = as_task_v2("tasks.mul", (2, 3), task_id="t2", now=T0)
        self.assertEqual(self.worker.handle(msg, T0), "rejected")
        self.assertEqual(self.worker.revoked, [("t2", "unregistered")])

    def test_countdown_defers_the_task(self):
        msg = as_task_v2("tasks.add", (1, 1), task_id="t3", countdown=60, now=T0)
        self.assertEqual(self.worker.handle(msg, T0), "scheduled")
        self.assertEqual(self.worker.tick(T0 + timedelta(seconds=30)), 0)
        self.assertEqual(self.worker.tick(T0 + timedelta(seconds=61)), 1)
        self.assertEqual(self.worker.results["t3"], 2)

    def test_late_delivery_of_a_countdown_task_still_runs(self):
        msg = as_task_v2("tasks.add", (4, 4), task_id="t4", countdown=10, now=T0)
        self.assertEqual(self.worker.handle(msg, T0 + timedelta(minutes=5)), "done")

    def test_expired_task_is_revoked(self):
        msg = as_task_v2("tasks.add", (1, 2), task_id="t5", expires=30, now=T0)
        self.assertEqual(self.worker.handle(msg, T0 + timedelta(seconds=45)), "revoked")
        self.assertEqual(self.worker.revoked, [("t5", "expired")])

    def test_task_before_its_expiry_runs(self):
        msg = as_task_v2("tasks.add", (1, 2), task_id="t6", expires=T0 + timedelta(hours=1), now=T0)
        self.assertEqual(self.worker.handle(msg, T0 + timedelta(minutes=59)), "done")

    def test_request_repr(self):
        msg = as_task_v2("tasks.add", (1, 2), task_id="t7", now=T0)
        self.assertEqual(repr(Request(msg)), "<Request: tasks.add[t7]>")


if __name__ == "__main__":
    unittest.main()
