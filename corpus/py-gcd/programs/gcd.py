"""Greatest common divisor and least common multiple of integers."""


def gcd(a, b):
    """Euclid's algorithm. The result is never negative: gcd(-4, 6) == 2."""
    if b == 0:
        return a
    return gcd(b, a % b)


def lcm(a, b):
    """Least common multiple; lcm(0, n) == 0."""
    if a == 0 or b == 0:
        return 0
    return abs(a * b) // gcd(a, b)


def simplify(numerator, denominator):
    """Reduce a fraction to lowest terms with a positive denominator."""
    if denominator == 0:
        raise ZeroDivisionError("denominator is zero")
    g = gcd(numerator, denominator)
    sign = -1 if denominator < 0 else 1
    return sign * numerator // g, sign * denominator // g
