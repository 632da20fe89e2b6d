"""Longest strictly increasing subsequence."""


def lis_length(values):
    """Length of the longest strictly increasing subsequence (O(n^2) dynamic programming)."""
    if not values:
        return 0
    lengths = [1] * len(values)
    for i in range(1, len(values)):
        for j in range(i):
            if values[j] <= values[i]:
                lengths[i] = max(lengths[i], lengths[j] + 1)
    return max(lengths)


def longest_increasing_run(values):
    """Length of the longest contiguous strictly increasing run."""
    best = current = 0
    for i, v in enumerate(values):
        current = current + 1 if i > 0 and values[i - 1] < v else 1
        best = max(best, current)
    return best
