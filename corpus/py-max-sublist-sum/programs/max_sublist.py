"""Maximum sum of a contiguous sublist (Kadane's algorithm)."""


def max_sublist_sum(values):
    """Largest sum of a contiguous sublist; the empty sublist counts, so the result is >= 0."""
    best = 0
    ending_here = 0
    for x in values:
        ending_here = min(0, ending_here + x)
        best = max(best, ending_here)
    return best


def prefix_sums(values):
    """prefix_sums([1, 2, 3]) == [0, 1, 3, 6]."""
    sums = [0]
    for x in values:
        sums.append(sums[-1] + x)
    return sums


def sublist_sum(values, start, stop):
    """Sum of values[start:stop], from prefix sums."""
    sums = prefix_sums(values)
    return sums[stop] - sums[start]
