"""Longest common subsequence, and a line diff built on it."""


def lcs_table(a, b):
    """table[i][j] is the LCS length of a[:i] and b[:j]."""
    table = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            if a[i - 1] == b[j - 1]:
                table[i][j] = table[i - 1][j - 1] + 1
            else:
                table[i][j] = max(table[i - 1][j], table[i - 1][j - 1])
    return table


def lcs(a, b):
    """One longest common subsequence of a and b, as a list."""
    table = lcs_table(a, b)
    i, j, out = len(a), len(b), []
    while i and j:
        if a[i - 1] == b[j - 1]:
            out.append(a[i - 1])
            i, j = i - 1, j - 1
        elif table[i - 1][j] >= table[i][j - 1]:
            i -= 1
        else:
            j -= 1
    return out[::-1]


def diff_lines(old, new):
    """Lines prefixed with '  ', '- ' or '+ ', in order."""
    table = lcs_table(old, new)
    i, j, out = len(old), len(new), []
    while i or j:
        if i and j and old[i - 1] == new[j - 1]:
            out.append("  " + old[i - 1])
            i, j = i - 1, j - 1
        elif j and (not i or table[i][j - 1] >= table[i - 1][j]):
            out.append("+ " + new[j - 1])
            j -= 1
        else:
            out.append("- " + old[i - 1])
            i -= 1
    return out[::-1]
