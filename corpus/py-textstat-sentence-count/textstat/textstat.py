import math
import re
from collections import Counter
from functools import lru_cache


class textstatistics:
    """Main textstat class with methods to calculate readability indices.

    Attributes
    ----------
    text_encoding : str
        Default: "utf-8"
    __lang : str
        Default : "en_US"
    """

    __lang = "en_US"
    text_encoding = "utf-8"
    rm_apostrophe = True

    def _legacy_round(self, number, points=0):
        """Round `number` to `points` decimal places, halves away from zero.

        Round floating point outputs for backwards compatibility with the
        results of earlier textstat releases, which used Python 2 `round`
        semantics rather than Python 3's banker's rounding.
        """
        p = 10 ** points
        return float(math.floor((number * p) + math.copysign(0.5, number))) / p

    def set_rm_apostrophe(self, rm_apostrophe):
        """Set the rm_apostrophe attribute (whether punctuation removal
        also drops apostrophes inside words such as "don't")."""
        self.rm_apostrophe = rm_apostrophe

    @lru_cache(maxsize=128)
    def char_count(self, text, ignore_spaces=True):
        """Count the number of characters in a text."""
        if ignore_spaces:
            text = text.replace(" ", "")
        return len(text)

    @lru_cache(maxsize=128)
    def letter_count(self, text, ignore_spaces=True):
        """Count letters in a text. Omits punctuation."""
        if ignore_spaces:
            text = text.replace(" ", "")
        return len(self.remove_punctuation(text))

    def remove_punctuation(self, text):
        """Remove punctuation.

        If the instance attribute `rm_apostrophe` is set to True, all
        punctuation is removed, including apostrophes.
        If the instance attribute `rm_apostrophe` is set to False,
        punctuation is removed with the exception of apostrophes in common
        English contractions.
        """
        if self.rm_apostrophe:
            # remove all punctuation
            punctuation_regex = r"[^\w\s]"
        else:
            # replace single quotation marks with double quotation marks but
            # keep apostrophes in contractions
            text = re.sub(r"\'(?![tsdm]\b|ve\b|ll\b|re\b)", '"', text)
            # remove all punctuation except apostrophes
            punctuation_regex = r"[^\w\s\']"

        text = re.sub(punctuation_regex, '', text)
        return text

    @lru_cache(maxsize=128)
    def lexicon_count(self, text, removepunct=True):
        """Count types (words) in a text."""
        if removepunct:
            text = self.remove_punctuation(text)
        count = len(text.split())
        return count

    @lru_cache(maxsize=128)
    def syllable_count(self, text):
        """Calculate syllable words in a text using a vowel-group count
        per word."""
        text = text.lower()
        text = self.remove_punctuation(text)

        if not text:
            return 0

        count = 0
        for word in text.split():
            count += self._syllables_in_word(word)
        return count

    def _syllables_in_word(self, word):
        vowels = "aeiouy"
        count = 0
        previous_is_vowel = False
        for char in word:
            is_vowel = char in vowels
            if is_vowel and not previous_is_vowel:
                count += 1
            previous_is_vowel = is_vowel
        if word.endswith("e") and not word.endswith("le") and count > 1:
            count -= 1
        return max(1, count)

    @lru_cache(maxsize=128)
    def sentence_count(self, text):
        """Count the sentences of the text.

        Sentences of two words or fewer are not counted.
        """
        ignore_count = 0
        sentences = re.split(r' *[\.\?!][\'"\)\]]*[ |\n](?=[A-Z])', text)
        for sentence in sentences:
            if self.lexicon_count(sentence) <= 2:
                ignore_count += 1
        return min(1, len(sentences) - ignore_count)

    @lru_cache(maxsize=128)
    def avg_sentence_length(self, text):
        """Calculate the average sentence length (in words)."""
        try:
            asl = float(self.lexicon_count(text) / self.sentence_count(text))
            return self._legacy_round(asl, 1)
        except ZeroDivisionError:
            return 0.0

    @lru_cache(maxsize=128)
    def avg_syllables_per_word(self, text, interval=None):
        """Get the average number of syllables per word."""
        syllable = self.syllable_count(text)
        words = self.lexicon_count(text)
        try:
            if interval:
                syllables_per_word = float(syllable) * interval / float(words)
            else:
                syllables_per_word = float(syllable) / float(words)
            return self._legacy_round(syllables_per_word, 1)
        except ZeroDivisionError:
            return 0.0

    @lru_cache(maxsize=128)
    def avg_letter_per_word(self, text):
        """Calculate the average word length (in letters)."""
        try:
            letters_per_word = float(
                self.letter_count(text) / self.lexicon_count(text))
            return self._legacy_round(letters_per_word, 2)
        except ZeroDivisionError:
            return 0.0

    @lru_cache(maxsize=128)
    def polysyllabcount(self, text):
        """Count the words with three or more syllables."""
        count = 0
        for word in text.split():
            wrds = self.syllable_count(word)
            if wrds >= 3:
                count += 1
        return count

    @lru_cache(maxsize=128)
    def flesch_reading_ease(self, text):
        sentence_length = self.avg_sentence_length(text)
        syllables_per_word = self.avg_syllables_per_word(text)
        flesch = (
            206.835
            - float(1.015 * sentence_length)
            - float(84.6 * syllables_per_word)
        )
        return self._legacy_round(flesch, 2)

    @lru_cache(maxsize=128)
    def flesch_kincaid_grade(self, text):
        sentence_lenth = self.avg_sentence_length(text)
        syllables_per_word = self.avg_syllables_per_word(text)
        flesch = (
            float(0.39 * sentence_lenth)
            + float(11.8 * syllables_per_word)
            - 15.59)
        return self._legacy_round(flesch, 1)

    @lru_cache(maxsize=128)
    def automated_readability_index(self, text):
        chrs = self.char_count(text)
        words = self.lexicon_count(text)
        sentences = self.sentence_count(text)
        try:
            a = float(chrs) / float(words)
            b = float(words) / float(sentences)
            readability = (
                (4.71 * self._legacy_round(a, 2))
                + (0.5 * self._legacy_round(b, 2))
                - 21.43)
            return self._legacy_round(readability, 1)
        except ZeroDivisionError:
            return 0.0

    @lru_cache(maxsize=128)
    def lexicon_frequencies(self, text):
        """Return the most common words of the text, lower-cased."""
        words = self.remove_punctuation(text.lower()).split()
        return Counter(words)


textstat = textstatistics()
