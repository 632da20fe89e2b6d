"""Knuth-Morris-Pratt substring search."""


def failure_table(pattern):
    """fail[i] = length of the longest proper border of pattern[:i + 1]."""
    fail = [0] * len(pattern)
    k = 0
    for i in range(1, len(pattern)):
        while k > 0 and pattern[i] != pattern[k]:
            k = fail[k - 1]
        if pattern[i] == pattern[k]:
            k += 1
        fail[i] = k
    return fail


def find_all(text, pattern):
    """Start index of every (possibly overlapping) occurrence of pattern in text."""
    if not pattern:
        return list(range(len(text) + 1))
    fail = failure_table(pattern)
    matches = []
    k = 0
    for i, ch in enumerate(text):
        while k > 0 and ch != pattern[k]:
            k = fail[k - 1]
        if ch == pattern[k]:
            k += 1
        if k == len(pattern):
            matches.append(i - k + 1)
            k = 0
    return matches
