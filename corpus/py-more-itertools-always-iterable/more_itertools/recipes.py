"""Imported from the recipes section of the itertools documentation."""

from itertools import chain, islice, tee


def take(n, iterable):
    """Return first *n* items of the iterable as a list.

        >>> take(3, range(10))
        [0, 1, 2]
    """
    return list(islice(iterable, n))


def flatten(listOfLists):
    """Return an iterator flattening one level of nesting in a list of lists."""
    return chain.from_iterable(listOfLists)


def pairwise(iterable):
    """Returns an iterator of paired items, overlapping, from the original.

        >>> take(4, pairwise(range(5)))
        [(0, 1), (1, 2), (2, 3), (3, 4)]
    """
    a, b = tee(iterable)
    next(b, None)
    return zip(a, b)
