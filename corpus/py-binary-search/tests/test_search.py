import unittest

from programs.search import binary_search, insertion_point

ODDS = [1, 3, 5, 7, 9]


class BinarySearchTest(unittest.TestCase):
    def test_finds_present_elements(self):
        self.assertEqual([binary_search(ODDS, x) for x in ODDS], [0, 1, 2, 3, 4])

    def test_absent_element_in_the_middle(self):
        self.assertEqual(binary_search(ODDS, 4), -1)

    def test_absent_element_larger_than_all(self):
        self.assertEqual(binary_search(ODDS, 10), -1)

    def test_empty_list(self):
        self.assertEqual(binary_search([], 3), -1)

    def test_insertion_point(self):
        self.assertEqual(insertion_point(ODDS, 6), 3)


if __name__ == "__main__":
    unittest.main()
