import unittest

from metrics.series import downsample, rate
from metrics.timeutil import bucket_start, parse_interval

T0 = 1700000040  # a whole minute


class IntervalTests(unittest.TestCase):
    def test_parse_interval(self):
        self.assertEqual([parse_interval(s) for s in ("30s", "5m", "1h", "1d")], [30, 300, 3600, 86400])

    def test_bad_interval(self):
        for text in ("5", "0m", "m", "5w"):
            with self.subTest(text=text), self.assertRaises(ValueError):
                parse_interval(text)

    def test_bucket_start_on_boundary(self):
        self.assertEqual(bucket_start(T0, 60), T0)


class DownsampleTests(unittest.TestCase):
    def test_one_sample_per_minute(self):
        samples = [(T0, 1.0), (T0 + 60, 3.0), (T0 + 120, 5.0)]
        self.assertEqual(downsample(samples), [(T0, 1.0), (T0 + 60, 3.0), (T0 + 120, 5.0)])

    def test_samples_within_a_minute_are_averaged(self):
        samples = [(T0, 10.0), (T0 + 15, 20.0), (T0 + 59, 30.0), (T0 + 61, 7.0)]
        self.assertEqual(downsample(samples, "1m"), [(T0, 20.0), (T0 + 60, 7.0)])

    def test_max_per_five_minutes(self):
        samples = [(T0 + 10 * i, float(i)) for i in range(45)]
        self.assertEqual(downsample(samples, "5m", "max"), [(T0 - 240, 5.0), (T0 + 60, 35.0), (T0 + 360, 44.0)])

    def test_rate(self):
        samples = [(T0, 30), (T0 + 60, 90)]
        self.assertEqual(rate(samples, "1m"), [(T0, 0.5), (T0 + 60, 1.5)])


if __name__ == "__main__":
    unittest.main()
