import unittest

from programs.counting_sort import counting_sort, histogram


class CountingSortTest(unittest.TestCase):
    def test_empty(self):
        self.assertEqual(counting_sort([], 5), [])

    def test_out_of_range_value(self):
        with self.assertRaises(ValueError):
            counting_sort([1, 7], 5)

    def test_histogram(self):
        self.assertEqual(histogram([2, 0, 2, 3], 3), [1, 0, 2, 1])

    def test_sorts(self):
        self.assertEqual(counting_sort([3, 1, 4, 1, 5, 2], 5), [1, 1, 2, 3, 4, 5])

    def test_repeated_zeros(self):
        self.assertEqual(counting_sort([0, 0], 1), [0, 0])


if __name__ == "__main__":
    unittest.main()
