import unittest

from Lib import difflib


class TestSequenceMatcher(unittest.TestCase):
    def test_ratio(self):
        s = difflib.SequenceMatcher(None, "abcd", "bcde")
        self.assertEqual(s.ratio(), 0.75)
        self.assertEqual(s.quick_ratio(), 0.75)

    def test_matching_blocks(self):
        s = difflib.SequenceMatcher(None, "abxcd", "abcd")
        self.assertEqual(s.get_matching_blocks(), [(0, 0, 2), (3, 2, 2), (5, 4, 0)])

    def test_find_longest_match(self):
        s = difflib.SequenceMatcher(None, " abcd", "abcd abcd")
        self.assertEqual(s.find_longest_match(0, 5, 0, 9), (0, 4, 5))

    def test_identical_sequences(self):
        self.assertEqual(difflib.SequenceMatcher(None, "abc", "abc").ratio(), 1.0)
        self.assertEqual(difflib.SequenceMatcher(None, "", "").ratio(), 1.0)
        self.assertEqual(difflib.SequenceMatcher(None, [], []).quick_ratio(), 1.0)

    def test_nothing_in_common(self):
        self.assertEqual(difflib.SequenceMatcher(None, "abc", "xyz").ratio(), 0.0)
        self.assertEqual(difflib.SequenceMatcher(None, "abc", "").ratio(), 0.0)


class TestCloseMatches(unittest.TestCase):
    def test_get_close_matches(self):
        self.assertEqual(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]), ["apple", "ape"])

    def test_empty_word(self):
        self.assertEqual(difflib.get_close_matches("", ["", "a", "bc"]), [""])


if __name__ == '__main__':
    unittest.main()
