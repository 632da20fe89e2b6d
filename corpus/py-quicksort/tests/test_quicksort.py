import unittest

from programs.quicksort import is_sorted, kth_smallest, quicksort


class QuicksortTest(unittest.TestCase):
    def test_empty(self):
        self.assertEqual(quicksort([]), [])

    def test_is_sorted(self):
        self.assertTrue(is_sorted([1, 1, 2]))
        self.assertFalse(is_sorted([2, 1]))

    def test_distinct(self):
        self.assertEqual(quicksort([3, 1, 2, 9, 7]), [1, 2, 3, 7, 9])

    def test_kth_smallest_out_of_range(self):
        with self.assertRaises(IndexError):
            kth_smallest([1, 2], 3)

    def test_duplicates(self):
        self.assertEqual(quicksort([2, 3, 2, 1]), [1, 2, 2, 3])

    def test_kth_smallest_with_duplicates(self):
        self.assertEqual(kth_smallest([5, 5, 5, 1], 3), 5)


if __name__ == "__main__":
    unittest.main()
