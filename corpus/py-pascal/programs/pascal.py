"""Pascal's triangle and binomial coefficients."""


def pascal(n):
    """The first n rows of Pascal's triangle."""
    rows = []
    for r in range(n):
        if r == 0:
            rows.append([1])
        else:
            prev = rows[-1]
            rows.append([1] + [prev[k - 1] * prev[k] for k in range(1, r)] + [1])
    return rows


def binomial(n, k):
    """n choose k, read off row n of the triangle."""
    if not 0 <= k <= n:
        return 0
    return pascal(n + 1)[n][k]
