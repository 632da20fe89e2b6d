"""Ordinal dates: convert between (year, month, day) and day-of-year, and count days between dates."""

DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def day_of_year(year, month, day):
    """1 for January 1st, 365 (or 366) for December 31st."""
    if not 1 <= month <= 12:
        raise ValueError(f"month out of range: {month}")
    total = sum(DAYS_IN_MONTH[:month - 1]) + day
    if is_leap(year) and month >= 2:
        total += 1
    return total


def from_day_of_year(year, ordinal):
    """Inverse of day_of_year: (month, day) for the given ordinal day."""
    for month, length in enumerate(DAYS_IN_MONTH, 1):
        if month == 2 and is_leap(year):
            length += 1
        if ordinal <= length:
            return month, ordinal
        ordinal -= length
    raise ValueError(f"{year} has no day {ordinal}")


def days_between(start, end):
    """Whole days from start to end, both (year, month, day) tuples; negative if end is earlier."""
    if end < start:
        return -days_between(end, start)
    (y1, m1, d1), (y2, m2, d2) = start, end
    days = day_of_year(y2, m2, d2) - day_of_year(y1, m1, d1)
    for year in range(y1, y2):
        days += 366 if is_leap(year) else 365
    return days
