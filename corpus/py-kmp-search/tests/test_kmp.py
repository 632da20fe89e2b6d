import unittest

from programs.kmp import failure_table, find_all


class KmpTests(unittest.TestCase):
    def test_failure_table(self):
        self.assertEqual(failure_table("ababaca"), [0, 0, 1, 2, 3, 0, 1])
        self.assertEqual(failure_table("aabaaab"), [0, 1, 0, 1, 2, 2, 3])

    def test_no_match(self):
        self.assertEqual(find_all("hello world", "xyz"), [])

    def test_separate_matches(self):
        self.assertEqual(find_all("the cat sat on the mat", "the"), [0, 15])

    def test_partial_match_then_match(self):
        self.assertEqual(find_all("abababca", "ababca"), [2])

    def test_overlapping_matches(self):
        self.assertEqual(find_all("aaaa", "aa"), [0, 1, 2])

    def test_overlapping_periodic_pattern(self):
        self.assertEqual(find_all("abababab", "abab"), [0, 2, 4])

    def test_empty_pattern(self):
        self.assertEqual(find_all("abc", ""), [0, 1, 2, 3])
