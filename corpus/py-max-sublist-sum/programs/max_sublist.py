"""Maximum sum of a contiguous sublist (Kadane's algorithm)."""


def max_sublist_sum(values):
    """Largest sum of a contiguous sublist; the empty sublist counts, so the result is >= 0."""
    best = 0
    ending_here = 0
    for x in values:
        ending_here = min(0, ending_here + x)
        best = max(best, ending_here)
    return best
