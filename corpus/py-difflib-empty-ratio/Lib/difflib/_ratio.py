def _calculate_ratio(matches, length):
    """Return 2.0*M / T, where T is the total number of elements in both
    sequences and M is the number of matches.

    This is 1.0 if the sequences are identical, and 0.0 if they have
    nothing in common.
    """
    if length:
        return 2.0 * matches / length
    return 0.0


def _count_common(a, b):
    """Number of elements a and b have in common, ignoring order (the
    numerator of SequenceMatcher.quick_ratio)."""
    fullbcount = {}
    for elt in b:
        fullbcount[elt] = fullbcount.get(elt, 0) + 1
    avail = {}
    matches = 0
    for elt in a:
        numb = avail[elt] if elt in avail else fullbcount.get(elt, 0)
        avail[elt] = numb - 1
        if numb > 0:
            matches = matches + 1
    return matches
