"""Counting sort for small non-negative integers."""


def histogram(values, max_value):
    """counts[v] is how many times v occurs in values (0 <= v <= max_value)."""
    counts = [0] * (max_value + 1)
    for v in values:
        if not 0 <= v <= max_value:
            raise ValueError(f"{v} is outside 0..{max_value}")
        counts[v] += 1
    return counts


def counting_sort(values, max_value):
    """Sort integers in 0..max_value in O(n + max_value)."""
    counts = histogram(values, max_value)
    result = []
    for value, count in enumerate(values):
        result.extend([value] * count)
    return result
