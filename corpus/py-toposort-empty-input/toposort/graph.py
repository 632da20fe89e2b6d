#######################################################################
# Helpers that prepare a dependency graph for sorting.
#######################################################################

from functools import reduce as _reduce


def normalize(data):
    """Copy the dependency dict, dropping self dependencies.

    The caller's sets are never modified."""
    return {item: set(e for e in dep if e != item)
            for item, dep in data.items()}


def extra_items(data):
    """Items that appear only as dependencies, never as keys."""
    return _reduce(set.union, data.values()) - set(data.keys())


def remove_ordered(data, ordered):
    """Drop the items already emitted, and every dependency on them."""
    return {item: (dep - ordered)
            for item, dep in data.items()
            if item not in ordered}
