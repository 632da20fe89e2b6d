import unittest

from programs.lcs import diff_lines, lcs, lcs_table


def lcs_length(a, b):
    return lcs_table(a, b)[len(a)][len(b)]


class LcsTest(unittest.TestCase):
    def test_empty(self):
        self.assertEqual(lcs("", "abc"), [])
        self.assertEqual(lcs_length("abc", ""), 0)

    def test_identical(self):
        self.assertEqual("".join(lcs("banana", "banana")), "banana")

    def test_prefix(self):
        self.assertEqual("".join(lcs("abcdef", "abc")), "abc")

    def test_classic_example(self):
        self.assertEqual(lcs_length("ABCBDAB", "BDCABA"), 4)
        self.assertEqual(len(lcs("AGGTAB", "GXTXAYB")), 4)

    def test_subsequence_of_longer_string(self):
        self.assertEqual("".join(lcs("ace", "abcde")), "ace")

    def test_diff_insert_and_delete(self):
        old = ["import os", "import sys", "print(sys.argv)"]
        new = ["import sys", "print(sys.argv)", "print(os.getcwd())"]
        self.assertEqual(diff_lines(old, new), [
            "- import os", "  import sys", "  print(sys.argv)", "+ print(os.getcwd())",
        ])

    def test_diff_unchanged(self):
        lines = ["a", "b", "c"]
        self.assertEqual(diff_lines(lines, lines), ["  a", "  b", "  c"])


if __name__ == "__main__":
    unittest.main()
