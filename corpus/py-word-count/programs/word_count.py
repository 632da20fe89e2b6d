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
