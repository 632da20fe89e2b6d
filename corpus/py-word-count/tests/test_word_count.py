import unittest

from programs.word_count import most_common, unique_words, words


class WordCountTest(unittest.TestCase):
    def test_words_strip_punctuation(self):
        self.assertEqual(words("Hello, world!"), ["hello", "world"])

    def test_most_common(self):
        self.assertEqual(most_common("the cat and the hat", 1), [("the", 2)])

    def test_empty_text(self):
        self.assertEqual(words(""), [])

    def test_unique_words(self):
        self.assertEqual(unique_words("To be or not to be"), ["to", "be", "or", "not"])

    def test_dash_is_not_a_word(self):
        self.assertEqual(words("wait - what?"), ["wait", "what"])

    def test_most_common_ignores_punctuation(self):
        self.assertEqual(most_common("yes -- no -- ... yes", 2), [("yes", 2), ("no", 1)])


if __name__ == "__main__":
    unittest.main()
