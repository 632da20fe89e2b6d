"""Pure Python implementation of a trie data structure compatible with Python
2.x and Python 3.x."""
from .trie import CharTrie, ShortKeyError, StringTrie, Trie

__version__ = '2.5.0'
