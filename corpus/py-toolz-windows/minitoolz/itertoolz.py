"""Iterator helpers."""

import collections
import itertools

no_pad = "__no__pad__"


def take(n, seq):
    """The first n elements of a sequence."""
    return itertools.islice(seq, n)


def frequencies(seq):
    """Count how many times each value occurs in seq."""
    d = collections.defaultdict(int)
    for item in seq:
        d[item] += 1
    return dict(d)


def partition(n, seq, pad=no_pad):
    """Partition seq into tuples of length n; a short last tuple is dropped unless pad is given."""
    args = [iter(seq)] * n
    if pad is no_pad:
        return zip(*args)
    return itertools.zip_longest(*args, fillvalue=pad)


def sliding_window(n, seq):
    """A sequence of overlapping subsequences.

    >>> list(sliding_window(2, [1, 2, 3, 4]))
    [(1, 2), (2, 3), (3, 4)]
    """
    it = iter(seq)
    d = collections.deque(itertools.islice(it, n), maxlen=n)
    for item in it:
        d.append(item)
        yield tuple(d)
