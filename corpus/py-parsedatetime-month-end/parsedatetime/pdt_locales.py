"""Locale constants (reduced from parsedatetime.pdt_locales.base)."""

daysInMonthList = (31, 28, 31, 30, 31, 30, 31, 30, 30, 31, 30, 31)

units = {
    'seconds': ['second', 'seconds', 'sec', 'secs', 's'],
    'minutes': ['minute', 'minutes', 'min', 'mins', 'm'],
    'hours': ['hour', 'hours', 'hr', 'hrs', 'h'],
    'days': ['day', 'days', 'dy', 'd'],
    'weeks': ['week', 'weeks', 'wk', 'w'],
    'months': ['month', 'months', 'mth', 'mo'],
    'years': ['year', 'years', 'yr', 'y'],
}


def daysInMonth(month, year):
    """Take the given month (1-12) and a given year (4 digit) return
    the number of days in the month adjusting for leap year as needed."""
    result = None
    if 0 < month <= 12:
        result = daysInMonthList[month - 1]
        if month == 2:
            if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0):
                result += 1
    return result
