"""
Module difflib -- helpers for computing deltas between objects.

Function get_close_matches(word, possibilities, n=3, cutoff=0.6):
    Use SequenceMatcher to return list of the best "good enough" matches.

Class SequenceMatcher:
    A flexible class for comparing pairs of sequences of any type.
"""
from heapq import nlargest as _nlargest

from ._matcher import Match, SequenceMatcher

__all__ = ['get_close_matches', 'SequenceMatcher', 'Match']


def get_close_matches(word, possibilities, n=3, cutoff=0.6):
    """Use SequenceMatcher to return list of the best "good enough" matches."""
    result = []
    s = SequenceMatcher()
    s.set_seq2(word)
    for x in possibilities:
        s.set_seq1(x)
        if s.quick_ratio() >= cutoff and s.ratio() >= cutoff:
            result.append((s.ratio(), x))
    return [x for score, x in _nlargest(n, result)]
