"""Recipes from the itertools documentation."""

from itertools import islice, zip_longest


def take(n, iterable):
    """Return first *n* items of the iterable as a list."""
    return list(islice(iterable, n))


def grouper(iterable, n, fillvalue=None):
    """Collect data into fixed-length chunks or blocks."""
    args = [iter(iterable)] * n
    return zip_longest(*args, fillvalue=fillvalue)


def flatten(list_of_lists):
    """Flatten one level of nesting."""
    for sub in list_of_lists:
        yield from sub
