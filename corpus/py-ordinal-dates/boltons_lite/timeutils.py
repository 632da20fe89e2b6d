"""Human-friendly date formatting built on strutils."""

from datetime import date

from .strutils import cardinalize, ordinalize

_MONTHS = [
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
]


def long_date(d):
    """'March 21st, 2024'"""
    return f"{_MONTHS[d.month - 1]} {ordinalize(d.day)}, {d.year}"


def relative_days(d, today=None):
    """'today', 'tomorrow', 'in 3 days', '1 day ago' ..."""
    today = today or date.today()
    delta = (d - today).days
    if delta == 0:
        return "today"
    if delta == 1:
        return "tomorrow"
    if delta == -1:
        return "yesterday"
    n = abs(delta)
    phrase = f"{n} {cardinalize('day', n)}"
    return f"in {phrase}" if delta > 0 else f"{phrase} ago"


def day_of_month_suffix(d):
    return ordinalize(d.day, ext_only=True)
