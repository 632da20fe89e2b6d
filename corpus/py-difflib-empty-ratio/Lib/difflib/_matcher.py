from collections import namedtuple as _namedtuple

from ._ratio import _calculate_ratio, _count_common

Match = _namedtuple('Match', 'a b size')


class SequenceMatcher:
    """SequenceMatcher is a flexible class for comparing pairs of sequences of
    any type, so long as the sequence elements are hashable. (Reduced: no junk.)"""

    def __init__(self, isjunk=None, a='', b=''):
        self.a = self.b = None
        self.set_seqs(a, b)

    def set_seqs(self, a, b):
        self.set_seq1(a)
        self.set_seq2(b)

    def set_seq1(self, a):
        self.a, self.matching_blocks = a, None

    def set_seq2(self, b):
        self.b, self.matching_blocks = b, None
        self.b2j = b2j = {}
        for i, elt in enumerate(b):
            b2j.setdefault(elt, []).append(i)

    def find_longest_match(self, alo=0, ahi=None, blo=0, bhi=None):
        """Find longest matching block in a[alo:ahi] and b[blo:bhi]."""
        a, b2j = self.a, self.b2j
        ahi = len(a) if ahi is None else ahi
        bhi = len(self.b) if bhi is None else bhi
        besti, bestj, bestsize = alo, blo, 0
        j2len = {}
        for i in range(alo, ahi):
            newj2len = {}
            for j in b2j.get(a[i], ()):
                if j < blo:
                    continue
                if j >= bhi:
                    break
                k = newj2len[j] = j2len.get(j - 1, 0) + 1
                if k > bestsize:
                    besti, bestj, bestsize = i - k + 1, j - k + 1, k
            j2len = newj2len
        return Match(besti, bestj, bestsize)

    def get_matching_blocks(self):
        """Return list of triples describing matching subsequences."""
        if self.matching_blocks is not None:
            return self.matching_blocks
        la, lb = len(self.a), len(self.b)
        queue = [(0, la, 0, lb)]
        matching_blocks = []
        while queue:
            alo, ahi, blo, bhi = queue.pop()
            i, j, k = x = self.find_longest_match(alo, ahi, blo, bhi)
            if k:
                matching_blocks.append(x)
                if alo < i and blo < j:
                    queue.append((alo, i, blo, j))
                if i + k < ahi and j + k < bhi:
                    queue.append((i + k, ahi, j + k, bhi))
        matching_blocks.sort()
        matching_blocks.append(Match(la, lb, 0))
        self.matching_blocks = matching_blocks
        return matching_blocks

    def ratio(self):
        """Return a measure of the sequences' similarity (float in [0,1])."""
        matches = sum(triple[-1] for triple in self.get_matching_blocks())
        return _calculate_ratio(matches, len(self.a) + len(self.b))

    def quick_ratio(self):
        """Return an upper bound on ratio() relatively quickly."""
        return _calculate_ratio(_count_common(self.a, self.b), len(self.a) + len(self.b))
