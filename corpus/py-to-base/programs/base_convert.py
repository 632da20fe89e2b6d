"""Integers as strings in bases 2 to 36."""

DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def to_base(n, base):
    """to_base(255, 16) == "FF"."""
    if not 2 <= base <= 36:
        raise ValueError(f"base must be in 2..36, got {base}")
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    digits = []
    while n > 0:
        n, remainder = divmod(n, base)
        digits.append(DIGITS[remainder])
    return sign + "".join(digits)


def from_base(text, base):
    """Inverse of to_base: from_base("FF", 16) == 255."""
    sign = -1 if text.startswith("-") else 1
    value = 0
    for ch in text.lstrip("-"):
        digit = DIGITS.index(ch.upper())
        if digit >= base:
            raise ValueError(f"digit {ch!r} is not valid in base {base}")
        value = value * base + digit
    return sign * value
