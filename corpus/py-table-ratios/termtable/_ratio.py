"""Integer arithmetic for splitting a width between columns."""

from math import ceil


def ratio_distribute(total, ratios, minimums=None):
    """Distribute an integer total in to parts based on ratios.

    The parts always add up to ``total`` (unless a minimum forces more) and no
    part is smaller than its minimum.
    """
    if minimums:
        ratios = [ratio if _min else 0 for ratio, _min in zip(ratios, minimums)]
    total_ratio = sum(ratios)
    assert total_ratio > 0, "Sum of ratios must be > 0"

    total_remaining = total
    distributed_total = []
    append = distributed_total.append
    _minimums = [0] * len(ratios) if minimums is None else minimums
    for ratio, minimum in zip(ratios, _minimums):
        if total_ratio > 0:
            distributed = max(minimum, ceil(ratio * total_remaining / total_ratio))
        else:
            distributed = total_remaining
        append(distributed)
        total_ratio -= ratio
        total_remaining += distributed
    return distributed_total


def ratio_reduce(total, maximums):
    """Shrink maximums so they fit into total, taking from the widest first."""
    excess = sum(maximums) - total
    widths = list(maximums)
    while excess > 0:
        widest = max(range(len(widths)), key=lambda i: widths[i])
        widths[widest] -= 1
        excess -= 1
    return widths
