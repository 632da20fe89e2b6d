"""Common code used in multiple modules."""

import calendar


def sign(x):
    return int(x > 0) - int(x < 0)


def shift_month(year, month, months):
    """Move ``(year, month)`` by ``months`` (-12 <= months <= 12)."""
    assert 1 <= abs(months) <= 12
    month += months
    if month >= 12:
        year += 1
        month -= 12
    elif month < 1:
        year -= 1
        month += 12
    return year, month


def clip_day(year, month, day):
    """Clamp ``day`` to the last day of the month (Jan 31 + 1 month -> Feb 28/29)."""
    return min(calendar.monthrange(year, month)[1], day)
