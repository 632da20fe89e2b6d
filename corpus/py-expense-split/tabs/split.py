"""Splitting an amount of cents between people."""


def split_even(cents, people):
    """Equal shares; the first people in the list pay the odd cents."""
    if not people:
        raise ValueError("nobody to split between")
    base, extra = divmod(cents, len(people))
    return {p: base + (1 if i < extra else 0) for i, p in enumerate(people)}


def split_weighted(cents, weights):
    """Shares proportional to `weights` (a dict); the remainder goes to the largest weights."""
    total = sum(weights.values())
    if total <= 0:
        raise ValueError("weights must add up to more than zero")
    shares = {p: cents * w // total for p, w in weights.items()}
    left = cents - sum(shares.values())
    for p in sorted(weights, key=lambda p: (-weights[p], p))[:left]:
        shares[p] += 1
    return shares
