"""Stable merge sort."""


def merge(left, right):
    """Merge two sorted lists into one sorted list."""
    result = []
    i = j = 0
    while i < len(left) and j < len(right):
        if right[j] < left[i]:
            result.append(right[j])
            j += 1
        else:
            result.append(left[i])
            i += 1
    result.extend(left[i:])
    result.extend(right[i:])
    return result


def mergesort(items):
    """A sorted copy of items."""
    if len(items) <= 1:
        return list(items)
    mid = len(items) // 2
    return merge(mergesort(items[:mid]), mergesort(items[mid:]))
