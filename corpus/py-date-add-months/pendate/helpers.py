"""Low-level calendar arithmetic shared by Date and DateTime."""

import calendar
from datetime import date, timedelta

DAYS_PER_WEEK = 7
MONTHS_PER_YEAR = 12


def is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def days_in_month(year, month):
    return calendar.monthrange(year, month)[1]


def week_day(year, month, day):
    """ISO weekday: Monday is 1, Sunday is 7."""
    return date(year, month, day).isoweekday()


def add_duration(dt, years=0, months=0, weeks=0, days=0):
    """Add a calendar duration to a date.

    Years and months are added first; when the target month is shorter, the day is
    clamped to its last day (Jan 31 + 1 month is Feb 28 or 29). Weeks and days follow.
    """
    months += years * MONTHS_PER_YEAR
    year = dt.year
    month = dt.month
    day = dt.day
    if months:
        month += months
        year += (month - 1) // MONTHS_PER_YEAR
        month = (month - 1) % MONTHS_PER_YEAR + 1
        day = min(day, days_in_month(dt.year, month))
    result = date(year, month, day)
    return result + timedelta(days=days + weeks * DAYS_PER_WEEK)
