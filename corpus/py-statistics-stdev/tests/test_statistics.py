import unittest

from Lib import statistics


class TestAverages(unittest.TestCase):
    def test_mean(self):
        self.assertEqual(statistics.mean([1, 2, 3, 4, 4]), 2.8)
        with self.assertRaises(statistics.StatisticsError):
            statistics.mean([])

    def test_medians(self):
        data = [1, 3, 5, 7]
        self.assertEqual(statistics.median(data), 4.0)
        self.assertEqual(statistics.median_low(data), 3)
        self.assertEqual(statistics.median_high(data), 5)

    def test_mode(self):
        self.assertEqual(statistics.mode(["red", "blue", "blue", "red", "green", "red"]), "red")


class TestSpread(unittest.TestCase):
    data = [1.5, 2.5, 2.5, 2.75, 3.25, 4.75]

    def test_variance(self):
        self.assertAlmostEqual(statistics.variance(self.data), 1.16875)
        self.assertAlmostEqual(statistics.pvariance(self.data), 0.9739583333333334)

    def test_variance_needs_two_points(self):
        with self.assertRaises(statistics.StatisticsError):
            statistics.variance([1.0])

    def test_stdev(self):
        self.assertAlmostEqual(statistics.stdev(self.data), 1.0810874155219827)
        self.assertAlmostEqual(statistics.stdev([2, 4]), 1.4142135623730951)

    def test_stdev_single_point(self):
        with self.assertRaises(statistics.StatisticsError):
            statistics.stdev([3.0])

    def test_pstdev(self):
        self.assertAlmostEqual(statistics.pstdev(self.data), 0.986893273527251)


if __name__ == "__main__":
    unittest.main()
