import unittest

from programs.knapsack import greedy_value, knapsack


class KnapsackTest(unittest.TestCase):
    def test_no_items(self):
        self.assertEqual(knapsack(10, []), 0)

    def test_zero_capacity(self):
        self.assertEqual(knapsack(0, [(1, 5)]), 0)

    def test_item_too_heavy(self):
        self.assertEqual(knapsack(3, [(4, 100)]), 0)

    def test_negative_capacity(self):
        with self.assertRaises(ValueError):
            knapsack(-1, [])

    def test_greedy_value(self):
        self.assertEqual(greedy_value(10, [(5, 10), (4, 40), (6, 30), (3, 50)]), 90)

    def test_single_item_exactly_fits(self):
        self.assertEqual(knapsack(5, [(5, 10)]), 10)

    def test_items_fill_capacity_exactly(self):
        self.assertEqual(knapsack(7, [(3, 4), (4, 5), (5, 6)]), 9)


if __name__ == "__main__":
    unittest.main()
