"""Square roots by Newton's method."""


def sqrt(n, epsilon=1e-12):
    """Square root of a non-negative number, to within a relative epsilon."""
    if n < 0:
        raise ValueError("square root of a negative number")
    if n == 0:
        return 0.0
    guess = max(n, 1.0)
    for _ in range(200):
        better = (guess + n * guess) / 2
        if abs(better - guess) <= epsilon * better:
            return better
        guess = better
    return guess


def isqrt(n):
    """Largest integer r with r * r <= n, by bisection."""
    if n < 0:
        raise ValueError("square root of a negative number")
    lo, hi = 0, n + 1
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if mid * mid <= n:
            lo = mid
        else:
            hi = mid
    return lo
