"""Quicksort (returns a new list)."""


def quicksort(items):
    """A sorted copy of items."""
    if len(items) <= 1:
        return list(items)
    pivot, rest = items[0], items[1:]
    smaller = [x for x in rest if x < pivot]
    larger = [x for x in rest if x > pivot]
    return quicksort(smaller) + [pivot] + quicksort(larger)


def kth_smallest(items, k):
    """The k-th smallest element (1-based)."""
    if not 1 <= k <= len(items):
        raise IndexError(f"k={k} out of range for {len(items)} items")
    return quicksort(items)[k - 1]


def is_sorted(items):
    return all(a <= b for a, b in zip(items, items[1:]))
