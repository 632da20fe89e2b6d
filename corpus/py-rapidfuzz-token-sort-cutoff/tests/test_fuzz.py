import unittest

from rapidfuzz import fuzz, utils


class RatioTest(unittest.TestCase):
    s1 = "new york mets"
    s3 = "the wonderful new york mets"
    s4 = "new york mets vs atlanta braves"
    s5 = "atlanta braves vs new york mets"

    def testEqual(self):
        self.assertEqual(fuzz.ratio(self.s1, self.s1), 100)
        self.assertEqual(fuzz.token_sort_ratio(self.s1, self.s1), 100)

    def testRatioCutoff(self):
        self.assertAlmostEqual(fuzz.ratio("this is a test", "this is a test!"), 96.55, places=2)
        self.assertEqual(fuzz.ratio("this is a test", "hello world", score_cutoff=50), 0)

    def testTokenSortRatio(self):
        self.assertEqual(fuzz.token_sort_ratio(self.s4, self.s5), 100)
        self.assertAlmostEqual(fuzz.token_sort_ratio(self.s1, self.s3), 65.0, places=1)

    def testTokenSortRatioCutoff(self):
        self.assertEqual(fuzz.token_sort_ratio(self.s1, self.s3, score_cutoff=80), 0)
        self.assertEqual(fuzz.token_sort_ratio(self.s4, self.s5, score_cutoff=80), 100)

    def testProcessor(self):
        self.assertEqual(fuzz.token_sort_ratio("New York, Mets!", "mets new york",
                                               processor=utils.default_process), 100)

    def testNone(self):
        self.assertEqual(fuzz.ratio(None, "test"), 0)
        self.assertEqual(fuzz.token_sort_ratio("test", None), 0)


if __name__ == '__main__':
    unittest.main()
