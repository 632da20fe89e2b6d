from __future__ import annotations

# built-in
from itertools import zip_longest
from typing import Any, Callable, Sequence

# app
from .base import Base as _Base


__all__ = [
    'Hamming', 'Levenshtein',
    'hamming', 'levenshtein',
]


class Hamming(_Base):
    """
    Compute the Hamming distance between the two or more sequences.
    The Hamming distance is the number of differing items in ordered sequences.

    https://en.wikipedia.org/wiki/Hamming_distance
    """

    def __init__(self, qval: int = 1, test_func: Callable | None = None,
                 truncate: bool = False, external: bool = True) -> None:
        self.qval = qval
        self.test_func = test_func or self._ident
        self.truncate = truncate
        self.external = external

    def __call__(self, *sequences: Sequence[object]) -> int:
        sequences = self._get_sequences(*sequences)

        result = self.quick_answer(*sequences)
        if result is not None:
            assert isinstance(result, int)
            return result

        _zip = zip if self.truncate else zip_longest
        return sum(not self.test_func(*es) for es in _zip(*sequences))


class Levenshtein(_Base):
    """
    Compute the absolute Levenshtein distance between the two sequences.
    The Levenshtein distance is the minimum number of edit operations necessary
    for transforming one sequence into the other. The edit operations allowed are:

        * deletion:     ABC -> BC, AC, AB
        * insertion:    ABC -> ABCD, EABC, AEBC..
        * substitution: ABC -> ABE, ADC, FBC..

    https://en.wikipedia.org/wiki/Levenshtein_distance
    """

    def __init__(self, qval: int = 1, test_func: Callable | None = None,
                 external: bool = True) -> None:
        self.qval = qval
        self.test_func = test_func or self._ident
        self.external = external

    def _cycled(self, s1: Sequence[Any], s2: Sequence[Any]) -> int:
        rows = len(s1) + 1
        cols = len(s2) + 1
        prev = None
        cur: Any = range(cols)
        for r in range(1, rows):
            prev, cur = cur, [r] + [0] * (cols - 1)
            for c in range(1, cols):
                deletion = prev[c] + 1
                insertion = cur[c - 1] + 1
                dist = self.test_func(s1[r - 1], s2[c - 1])
                edit = prev[c - 1] + (not dist)
                cur[c] = min(edit, deletion, insertion)
        return int(cur[-1])

    def __call__(self, s1: Sequence[Any], s2: Sequence[Any]) -> int:
        s1, s2 = self._get_sequences(s1, s2)

        result = self.quick_answer(s1, s2)
        if result is not None:
            assert isinstance(result, int)
            return result

        return self._cycled(s1, s2)


hamming = Hamming()
levenshtein = Levenshtein()
