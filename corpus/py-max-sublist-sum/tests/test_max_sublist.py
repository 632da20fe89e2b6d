import unittest

from programs.max_sublist import max_sublist_sum, sublist_sum


class MaxSublistSumTest(unittest.TestCase):
    def test_empty(self):
        self.assertEqual(max_sublist_sum([]), 0)

    def test_all_negative(self):
        self.assertEqual(max_sublist_sum([-3, -1, -2]), 0)

    def test_zeros(self):
        self.assertEqual(max_sublist_sum([0, 0, 0]), 0)

    def test_sublist_sum(self):
        self.assertEqual(sublist_sum([4, -1, 2, 1], 1, 3), 1)

    def test_whole_list(self):
        self.assertEqual(max_sublist_sum([4, -1, 2, 1]), 6)

    def test_middle_sublist(self):
        self.assertEqual(max_sublist_sum([-2, 1, -3, 4, -1, 2, 1, -5, 4]), 6)


if __name__ == "__main__":
    unittest.main()
