import unittest

from programs.flatten import depth, first_leaf, flatten


class FlattenTest(unittest.TestCase):
    def test_empty(self):
        self.assertEqual(list(flatten([])), [])

    def test_depth_of_flat_list(self):
        self.assertEqual(depth([1, 2, 3]), 1)

    def test_depth_of_nested_list(self):
        self.assertEqual(depth([1, [2, [3]], []]), 3)

    def test_first_leaf(self):
        self.assertEqual(first_leaf([[], [[8], 9]]), 8)

    def test_flatten_nested(self):
        self.assertEqual(list(flatten([1, [2, [3, 4]], 5])), [1, 2, 3, 4, 5])

    def test_flatten_drops_empty_lists(self):
        self.assertEqual(list(flatten([[], [[6]], 7])), [6, 7])


if __name__ == "__main__":
    unittest.main()
