"""Nested lists."""


def flatten(items):
    """Yield the non-list elements of a nested list, depth first, left to right."""
    for item in items:
        if not isinstance(item, list):
            yield from flatten(item)
        else:
            yield item


def depth(items):
    """Nesting depth: depth([]) == 1, depth([1, [2]]) == 2."""
    return 1 + max((depth(i) for i in items if isinstance(i, list)), default=0)


def first_leaf(items):
    """The first non-list element at any depth, or None."""
    for item in items:
        found = first_leaf(item) if isinstance(item, list) else item
        if found is not None:
            return found
    return None
