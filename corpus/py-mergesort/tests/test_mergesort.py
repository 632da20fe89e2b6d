import unittest

from programs.mergesort import merge, mergesort


class MergesortTest(unittest.TestCase):
    def test_empty(self):
        self.assertEqual(mergesort([]), [])

    def test_single(self):
        self.assertEqual(mergesort([7]), [7])

    def test_merge_with_empty_right(self):
        self.assertEqual(merge([1, 2], []), [1, 2])

    def test_merge_with_empty_left(self):
        self.assertEqual(merge([], [1, 2]), [1, 2])

    def test_two_elements(self):
        self.assertEqual(mergesort([2, 1]), [1, 2])

    def test_sorts(self):
        self.assertEqual(mergesort([5, 2, 4, 6, 1, 3]), [1, 2, 3, 4, 5, 6])


if __name__ == "__main__":
    unittest.main()
