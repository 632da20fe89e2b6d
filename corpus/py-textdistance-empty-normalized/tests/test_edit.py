import unittest

import textdistance


class TestHamming(unittest.TestCase):
    def test_distance(self):
        self.assertEqual(textdistance.hamming('test', 'text'), 1)
        self.assertEqual(textdistance.hamming('test', 'tset'), 2)
        self.assertEqual(textdistance.hamming('test', 'testit'), 2)

    def test_truncate(self):
        alg = textdistance.Hamming(truncate=True)
        self.assertEqual(alg('test', 'testit'), 0)
        self.assertEqual(alg('test', 'tet'), 1)

    def test_qval(self):
        alg = textdistance.Hamming(qval=2)
        self.assertEqual(alg('test', 'text'), 2)
        self.assertEqual(textdistance.Hamming(qval=None)('a b c', 'a x c'), 1)


class TestLevenshtein(unittest.TestCase):
    def test_distance(self):
        self.assertEqual(textdistance.levenshtein('test', 'tset'), 2)
        self.assertEqual(textdistance.levenshtein('kitten', 'sitting'), 3)
        self.assertEqual(textdistance.levenshtein('', 'abc'), 3)

    def test_similarity(self):
        self.assertEqual(textdistance.levenshtein.similarity('test', 'text'), 3)
        self.assertEqual(textdistance.levenshtein.normalized_similarity('test', 'text'), 0.75)

    def test_custom_test_func(self):
        alg = textdistance.Levenshtein(test_func=lambda a, b: a.lower() == b.lower())
        self.assertEqual(alg('Test', 'tEST'), 0)


class TestNormalization(unittest.TestCase):
    def test_range(self):
        pairs = [('test', 'text'), ('a', 'bcd'), ('abc', 'abc'), ('', 'xyz')]
        for alg in (textdistance.hamming, textdistance.levenshtein):
            for left, right in pairs:
                with self.subTest(alg=alg, left=left, right=right):
                    value = alg.normalized_distance(left, right)
                    self.assertTrue(0 <= value <= 1)

    def test_empty_sequences_are_identical(self):
        self.assertEqual(textdistance.levenshtein.normalized_similarity('', ''), 1)
        self.assertEqual(textdistance.levenshtein.distance('', ''), 0)

    def test_dedupe_scores_for_blank_fields(self):
        records = [('Alice', 'Alice'), ('', ''), ('Bob', 'Rob')]
        scores = [textdistance.hamming.normalized_similarity(a, b) for a, b in records]
        self.assertEqual(scores[:2], [1, 1])
