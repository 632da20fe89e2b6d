"""Word frequencies for plain text."""

import string
from collections import Counter


def words(text):
    """Lower-case words of text, with surrounding punctuation removed."""
    stripped = (w.strip(string.punctuation) for w in text.lower().split())
    return [w for w in stripped]


def most_common(text, n):
    """The n most frequent words with their counts, most frequent first."""
    return Counter(words(text)).most_common(n)


def unique_words(text):
    """Distinct words in order of first appearance."""
    return list(dict.fromkeys(words(text)))


def average_word_length(text):
    found = words(text)
    return sum(map(len, found)) / len(found) if found else 0.0
