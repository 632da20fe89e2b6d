import unittest

import jellyfish


class TestDistances(unittest.TestCase):

    def test_levenshtein_distance(self):
        cases = [("", "", 0), ("abc", "", 3), ("bc", "abc", 1), ("kitten", "sitting", 3),
                 ("Saturday", "Sunday", 3), ("abcd", "abdc", 2), ("jellyfish", "smellyfish", 2)]
        for s1, s2, value in cases:
            self.assertEqual(jellyfish.levenshtein_distance(s1, s2), value, (s1, s2))

    def test_hamming_distance(self):
        cases = [("", "", 0), ("abc", "abc", 0), ("abc", "abd", 1), ("abc", "abcde", 2),
                 ("1011101", "1001001", 2)]
        for s1, s2, value in cases:
            self.assertEqual(jellyfish.hamming_distance(s1, s2), value, (s1, s2))

    def test_type_check(self):
        with self.assertRaises(TypeError):
            jellyfish.levenshtein_distance(b"abc", "abc")
        with self.assertRaises(TypeError):
            jellyfish.jaro_similarity("abc", 3)


class TestJaro(unittest.TestCase):

    def test_jaro_similarity(self):
        cases = [("dixon", "dicksonx", 0.767), ("martha", "marhta", 0.944),
                 ("dwayne", "duane", 0.822), ("hello", "hallo", 0.867)]
        for s1, s2, value in cases:
            self.assertAlmostEqual(jellyfish.jaro_similarity(s1, s2), value, places=3, msg=(s1, s2))

    def test_jaro_winkler_similarity(self):
        cases = [("dixon", "dicksonx", 0.813), ("martha", "marhta", 0.961),
                 ("dwayne", "duane", 0.84), ("ABC Corporation", "ABC Corp", 0.907)]
        for s1, s2, value in cases:
            self.assertAlmostEqual(jellyfish.jaro_winkler_similarity(s1, s2), value, places=3, msg=(s1, s2))

    def test_jaro_dissimilar_strings(self):
        self.assertEqual(jellyfish.jaro_similarity("", "abc"), 0.0)
        self.assertEqual(jellyfish.jaro_similarity("fly", "ant"), 0.0)
        self.assertAlmostEqual(jellyfish.jaro_similarity("elephant", "hippo"), 0.442, places=3)
        self.assertAlmostEqual(jellyfish.jaro_winkler_similarity("hippo", "elephant"), 0.442, places=3)


class TestPhonetic(unittest.TestCase):

    def test_soundex(self):
        cases = [("Washington", "W252"), ("Lee", "L000"), ("Gutierrez", "G362"),
                 ("Pfister", "P236"), ("Jackson", "J250"), ("Tymczak", "T522"), ("", "")]
        for s, code in cases:
            self.assertEqual(jellyfish.soundex(s), code, s)


if __name__ == "__main__":
    unittest.main()
