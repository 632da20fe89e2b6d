"""Bit manipulation helpers."""


def bitcount(n):
    """Number of 1 bits in a non-negative integer (Kernighan's method)."""
    if n < 0:
        raise ValueError("bitcount needs a non-negative integer")
    count = 0
    while n:
        n &= n - 1
    return count


def lowest_set_bit(n):
    """The value of the lowest 1 bit of n (0 for n == 0)."""
    return n & -n


def is_power_of_two(n):
    return n > 0 and n & (n - 1) == 0
