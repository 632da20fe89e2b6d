import unittest

from programs.coins import make_change, min_coins


class CoinChangeTests(unittest.TestCase):
    def test_zero_amount(self):
        self.assertEqual(min_coins([1, 5, 10], 0), 0)

    def test_single_denomination(self):
        self.assertEqual(min_coins([5], 20), 4)
        self.assertEqual(min_coins([5], 7), -1)

    def test_greedy_is_not_optimal(self):
        self.assertEqual(min_coins([1, 3, 4], 6), 2)

    def test_us_coins(self):
        self.assertEqual(min_coins([1, 5, 10, 25], 63), 6)

    def test_make_change(self):
        self.assertEqual(make_change([1, 3, 4], 6), [3, 3])

    def test_impossible(self):
        self.assertIsNone(make_change([4, 6], 9))

    def test_negative_amount(self):
        with self.assertRaises(ValueError):
            min_coins([1], -1)
