import unittest

from termbar.progress import Progress
from termbar.util import format_bytes, format_duration


class FakeClock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


class FormatTest(unittest.TestCase):
    def test_format_bytes(self):
        self.assertEqual(format_bytes(512), "512 B")
        self.assertEqual(format_bytes(2_500_000), "2.5 MB")

    def test_format_duration(self):
        self.assertEqual(format_duration(75), "1:15")
        self.assertEqual(format_duration(3725), "1:02:05")


class ProgressTest(unittest.TestCase):
    def test_start(self):
        self.assertEqual(Progress(10_000_000, width=10).render(), "[----------]   0% 0 B/10.0 MB")

    def test_halfway(self):
        clock = FakeClock()
        p = Progress(10_000_000, width=10, clock=clock)
        clock.now += 30
        p.update(5_000_000)
        self.assertEqual(p.render(), "[#####-----]  50% 5.0 MB/10.0 MB ETA 0:30")

    def test_partial_cell(self):
        p = Progress(1000, width=10).update(360)
        self.assertTrue(p.render().startswith("[###>------]  36%"))

    def test_more_than_announced(self):
        # servers sometimes send more bytes than their Content-Length said
        clock = FakeClock()
        p = Progress(1_000_000, width=10, clock=clock)
        clock.now += 4
        p.update(1_250_000)
        self.assertEqual(p.render(), "[##########] 100% 1.2 MB/1.0 MB ETA 0:00")


if __name__ == "__main__":
    unittest.main()
