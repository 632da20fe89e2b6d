import unittest

from programs.edit_distance import common_prefix_length, hamming, levenshtein


class LevenshteinTest(unittest.TestCase):
    def test_against_empty(self):
        self.assertEqual(levenshtein("", "abc"), 3)
        self.assertEqual(levenshtein("abc", ""), 3)

    def test_identical(self):
        self.assertEqual(levenshtein("same", "same"), 0)

    def test_shift(self):
        self.assertEqual(levenshtein("flaw", "lawn"), 2)

    def test_hamming(self):
        self.assertEqual(hamming("karolin", "kathrin"), 3)

    def test_common_prefix(self):
        self.assertEqual(common_prefix_length("interview", "internet"), 5)

    def test_kitten_sitting(self):
        self.assertEqual(levenshtein("kitten", "sitting"), 3)

    def test_one_substitution(self):
        self.assertEqual(levenshtein("abc", "abd"), 1)


if __name__ == "__main__":
    unittest.main()
