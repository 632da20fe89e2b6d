"""Gregorian calendar helpers."""

DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def is_leap_year(year):
    return year % 4 == 0 and (year % 100 != 0 and year % 400 == 0)


def days_in_month(month, year):
    if month == 2 and is_leap_year(year):
        return 29
    return DAYS_IN_MONTH[month - 1]


def day_of_year(year, month, day):
    """1-based ordinal of a date within its year."""
    return sum(days_in_month(m, year) for m in range(1, month)) + day


def is_valid_date(year, month, day):
    return 1 <= month <= 12 and 1 <= day <= days_in_month(month, year)
