import unittest

from metrics.buffer import BatchBuffer
from metrics.encoding import encode_point


class FakeClock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


class Collector:
    def __init__(self):
        self.payloads = []
        self.down = False

    def __call__(self, payload):
        if self.down:
            raise ConnectionRefusedError("collector down")
        self.payloads.append(payload)


class BufferTest(unittest.TestCase):
    def setUp(self):
        self.clock, self.sink = FakeClock(), Collector()
        self.buf = BatchBuffer(self.sink, self.clock, max_batch=3, interval=10)

    def test_encode_point(self):
        line = encode_point("http requests", 3, {"route": "/a,b", "code": 200}, 1.5)
        self.assertEqual(line, "http\\ requests,code=200,route=/a\\,b value=3 1500000000")

    def test_explicit_flush_in_batches(self):
        for i in range(7):
            self.buf.add("jobs", i)
        self.assertEqual(self.buf.flush(), 7)
        self.assertEqual([p.count("\n") for p in self.sink.payloads], [3, 3, 1])

    def test_full_batch_is_flushed_at_once(self):
        for i in range(3):
            self.buf.add("jobs", i)
        self.assertEqual(self.buf.flush_if_due(), 3)

    def test_small_batch_waits_for_the_interval(self):
        self.buf.add("jobs", 1)
        self.assertEqual(self.buf.flush_if_due(), 0)
        self.clock.now += 10
        self.assertEqual(self.buf.flush_if_due(), 1)

    def test_points_are_kept_while_collector_is_down(self):
        self.sink.down = True
        for i in range(4):
            self.buf.add("jobs", i)
        self.assertEqual(self.buf.flush(), 0)
        self.assertEqual(len(self.buf.pending), 4)
        self.sink.down = False
        self.assertEqual(self.buf.flush(), 4)


if __name__ == "__main__":
    unittest.main()
