import unittest

import textstat


long_test = (
    "Playing games has always been thought to be important to "
    "the development of well-balanced and creative children; "
    "however, what part, if any, they should play in the lives "
    "of adults has never been researched that deeply. I believe "
    "that playing games is every bit as important for adults "
    "as for children. Not only is taking time out to play games "
    "with our children and other adults valuable to building "
    "interpersonal relationships but is also a wonderful way "
    "to release built up tension."
)

short_test = "The quick brown fox jumps over the lazy dog."

punct_text = "I'm a little teapot, short and stout. Here is my handle, here is my spout!"


class TestTextstat(unittest.TestCase):
    def test_char_count(self):
        self.assertEqual(textstat.char_count(long_test), 404)
        self.assertEqual(textstat.char_count(long_test, ignore_spaces=False), 485)
        self.assertEqual(textstat.letter_count(short_test), 35)

    def test_lexicon_count(self):
        self.assertEqual(textstat.lexicon_count(long_test), 82)
        self.assertEqual(textstat.lexicon_count(short_test), 9)
        self.assertEqual(textstat.lexicon_count("one - two", removepunct=False), 3)

    def test_remove_punctuation(self):
        textstat.set_rm_apostrophe(False)
        self.assertEqual(
            textstat.remove_punctuation(punct_text),
            "I'm a little teapot short and stout Here is my handle here is my spout")
        textstat.set_rm_apostrophe(True)
        self.assertEqual(textstat.remove_punctuation("Don't stop!"), "Dont stop")

    def test_syllable_count(self):
        self.assertEqual(textstat.syllable_count(long_test), 132)
        self.assertEqual(textstat.syllable_count(short_test), 11)
        self.assertEqual(textstat.syllable_count(""), 0)

    def test_sentence_count(self):
        self.assertEqual(textstat.sentence_count(long_test), 3)
        self.assertEqual(textstat.sentence_count(short_test), 1)

    def test_short_sentences_ignored(self):
        self.assertEqual(textstat.sentence_count("Hi. Ok. This sentence has words."), 1)

    def test_avg_sentence_length(self):
        self.assertEqual(textstat.avg_sentence_length(short_test), 9.0)
        self.assertEqual(textstat.avg_syllables_per_word(long_test), 1.6)
        self.assertEqual(textstat.avg_letter_per_word(long_test), 4.83)

    def test_flesch_reading_ease(self):
        self.assertEqual(textstat.flesch_reading_ease(long_test), 43.77)
        self.assertEqual(textstat.flesch_reading_ease(short_test), 96.18)

    def test_flesch_kincaid_grade(self):
        self.assertEqual(textstat.flesch_kincaid_grade(short_test), 2.1)

    def test_automated_readability_index(self):
        self.assertEqual(textstat.automated_readability_index(short_test), 1.9)

    def test_polysyllabcount(self):
        self.assertEqual(textstat.polysyllabcount(long_test), 11)
        self.assertEqual(textstat.polysyllabcount(short_test), 0)


if __name__ == "__main__":
    unittest.main()
