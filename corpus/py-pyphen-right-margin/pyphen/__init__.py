"""Pyphen - Pure Python module to hyphenate text, inspired by Ruby's Text::Hyphen."""

from .dictionaries import LANGUAGES, language_fallback
from .hyphdict import HyphDict

__all__ = ('LANGUAGES', 'Pyphen', 'language_fallback')

hdcache = {}


class Pyphen:
    """Hyphenation class, with methods to hyphenate strings in various ways."""

    def __init__(self, lang=None, left=2, right=2, cache=True):
        self.left, self.right = left, right
        name = language_fallback(lang)
        if not cache or name not in hdcache:
            hdcache[name] = HyphDict(LANGUAGES[name])
        self.hd = hdcache[name]

    def positions(self, word):
        """Get a list of positions where the word can be hyphenated."""
        right = len(word) - self.left
        return [i for i in self.hd.positions(word) if self.left <= i <= right]

    def iterate(self, word):
        """Iterate over all hyphenation possibilities, the longest first."""
        for position in reversed(self.positions(word)):
            yield word[:position], word[position:]

    def wrap(self, word, width, hyphen='-'):
        """Get the longest possible first part and the last part of a word."""
        width -= len(hyphen)
        for w1, w2 in self.iterate(word):
            if len(w1) <= width:
                return w1 + hyphen, w2

    def inserted(self, word, hyphen='-'):
        """Get the word as a string with all the possible hyphens inserted."""
        letters = list(word)
        for position in reversed(self.positions(word)):
            letters.insert(position, hyphen)
        return ''.join(letters)
