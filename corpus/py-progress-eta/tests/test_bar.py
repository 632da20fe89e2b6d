import unittest

from progress.bar import Bar
from progress.formatting import format_interval, format_sizeof


class FakeClock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def bar(**kwargs):
    clock = FakeClock()
    return Bar(clock=clock, **kwargs), clock


class FormattingTest(unittest.TestCase):
    def test_interval(self):
        self.assertEqual(format_interval(0), "00:00")
        self.assertEqual(format_interval(75), "01:15")
        self.assertEqual(format_interval(3725), "1:02:05")

    def test_sizeof(self):
        self.assertEqual(format_sizeof(9), "9.00")
        self.assertEqual(format_sizeof(1234), "1.23k")
        self.assertEqual(format_sizeof(45_600_000, "B"), "45.6MB")


class BarTest(unittest.TestCase):
    def test_nothing_done_yet(self):
        b, _ = bar(total=100)
        self.assertEqual(str(b), "  0%|          | 0/100 [00:00<?, ?it/s]")

    def test_halfway(self):
        b, clock = bar(total=100, desc="copy")
        clock.now += 25
        b.update(50)
        self.assertEqual(str(b), "copy:  50%|#####     | 50/100 [00:25<00:25,  2.00it/s]")

    def test_done(self):
        b, clock = bar(total=40)
        clock.now += 10
        b.update(40)
        self.assertEqual(str(b), "100%|##########| 40/40 [00:10<00:00,  4.00it/s]")

    def test_unknown_total(self):
        b, clock = bar()
        clock.now += 4
        b.update(10)
        self.assertEqual(str(b), "10it [00:04,  2.50it/s]")

    def test_slow_items_show_seconds_per_item(self):
        b, clock = bar(total=3, unit="file")
        clock.now += 8
        b.update(2)
        self.assertTrue(str(b).endswith(" 4.00s/file]"), str(b))

    def test_unit_scale(self):
        b, clock = bar(unit="B", unit_scale=True)
        clock.now += 2
        b.update(3_000_000)
        self.assertEqual(str(b), "3.00MB [00:02, 1.50MB/s]")

    def test_negative_update(self):
        b, _ = bar(total=5)
        with self.assertRaises(ValueError):
            b.update(-1)


if __name__ == "__main__":
    unittest.main()
