"""Searching sorted lists."""


def binary_search(items, target):
    """Index of target in the sorted list items, or -1 if it is absent."""
    low, high = 0, len(items)
    while low <= high:
        mid = (low + high) // 2
        if items[mid] == target:
            return mid
        if items[mid] < target:
            low = mid + 1
        else:
            high = mid - 1
    return -1


def insertion_point(items, target):
    """Leftmost index where target can be inserted keeping items sorted."""
    lo, hi = 0, len(items)
    while lo < hi:
        mid = (lo + hi) // 2
        if items[mid] < target:
            lo = mid + 1
        else:
            hi = mid
    return lo
