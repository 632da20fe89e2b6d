import unittest

from programs.lis import lis_length, longest_increasing_run


class LisTest(unittest.TestCase):
    def test_empty(self):
        self.assertEqual(lis_length([]), 0)

    def test_single(self):
        self.assertEqual(lis_length([5]), 1)

    def test_longest_run(self):
        self.assertEqual(longest_increasing_run([1, 2, 2, 3, 4, 1]), 3)

    def test_distinct_values(self):
        self.assertEqual(lis_length([10, 9, 2, 5, 3, 7, 101, 18]), 4)

    def test_constant_sequence(self):
        self.assertEqual(lis_length([2, 2, 2]), 1)

    def test_with_repeats(self):
        self.assertEqual(lis_length([1, 3, 3, 5]), 3)


if __name__ == "__main__":
    unittest.main()
