"""Standard competition ranking ("1224"): tied players share a rank and the
next rank skips the places they took."""


def competition_ranks(scores):
    """Ranks for `scores`, which must already be sorted best first."""
    ranks = []
    rank = 0
    previous = None
    for position, score in enumerate(scores, 1):
        if score != previous:
            rank += 1
            previous = score
        ranks.append(rank)
    return ranks


def percentile(rank, field_size):
    """Share of the field this rank beats, 0-100."""
    if field_size <= 1:
        return 100.0
    return round(100.0 * (field_size - rank) / (field_size - 1), 1)
