"""Edit distance between strings."""


def levenshtein(a, b):
    """Minimum number of single-character insertions, deletions and substitutions."""
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, start=1):
        current = [i]
        for j, cb in enumerate(b, start=1):
            cost = 0 if ca == cb else 2
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost))
        previous = current
    return previous[-1]


def hamming(a, b):
    """Number of positions at which two equal-length strings differ."""
    if len(a) != len(b):
        raise ValueError("hamming distance needs strings of equal length")
    return sum(ca != cb for ca, cb in zip(a, b))


def common_prefix_length(a, b):
    n = 0
    for ca, cb in zip(a, b):
        if ca != cb:
            break
        n += 1
    return n
