"""
This module defines a Duration class.

The class Duration allows to define durations in years and months and can be
used as limited replacement for timedelta objects.
"""
from datetime import date, datetime, timedelta
from decimal import ROUND_FLOOR, Decimal


def fquotmod(val, low, high):
    """A divmod function with boundaries."""
    # divmod for Decimal uses truncate instead of floor as builtin
    # divmod, so we have to do it manually here.
    a, b = val - low, high - low
    div = (a / b).to_integral(ROUND_FLOOR)
    mod = a - div * b
    # if we were not using Decimal, it would look like this.
    # div, mod = divmod(val - low, high - low)
    return int(div), mod


def max_days_in_month(year, month):
    """Determines the number of days of a specific month in a specific year."""
    if month in (1, 3, 5, 7, 8, 10, 12):
        return 31
    if month in (4, 6, 9, 11):
        return 30
    if ((year % 400) == 0) or ((year % 100) != 0) and ((year % 4) == 0):
        return 29
    return 28


class Duration:
    """
    A class which represents a duration.

    The difference to datetime.timedelta is, that this class handles also
    differences given in years and months.
    """

    def __init__(self, days=0, seconds=0, microseconds=0, milliseconds=0,
                 minutes=0, hours=0, weeks=0, months=0, years=0):
        if not isinstance(months, Decimal):
            months = Decimal(str(months))
        if not isinstance(years, Decimal):
            years = Decimal(str(years))
        self.months = months
        self.years = years
        self.tdelta = timedelta(days, seconds, microseconds, milliseconds,
                                minutes, hours, weeks)

    def __neg__(self):
        negduration = Duration(years=-self.years, months=-self.months)
        negduration.tdelta = -self.tdelta
        return negduration

    def __add__(self, other):
        if isinstance(other, Duration):
            newduration = Duration(years=self.years + other.years,
                                   months=self.months + other.months)
            newduration.tdelta = self.tdelta + other.tdelta
            return newduration
        if isinstance(other, (date, datetime)):
            # 'other' has attributes year, month, day
            if not (float(self.years).is_integer()
                    and float(self.months).is_integer()):
                raise ValueError("fractional years or months not supported"
                                 " for date calculations")
            newmonth = other.month + self.months
            carry, newmonth = fquotmod(newmonth, 1, 13)
            newyear = other.year + self.years + carry
            maxdays = max_days_in_month(int(newyear), int(newmonth))
            if other.day > maxdays:
                newday = maxdays
            else:
                newday = other.day
            newdt = other.replace(year=int(newyear), month=int(newmonth),
                                  day=int(newday))
            # does a timedelta + date/datetime
            return self.tdelta + newdt
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        return self + (-other)

    def __rsub__(self, other):
        return (-self).__add__(other)

    def __eq__(self, other):
        if isinstance(other, Duration):
            return ((self.years * 12 + self.months) ==
                    (other.years * 12 + other.months)
                    and self.tdelta == other.tdelta)
        if isinstance(other, timedelta):
            return (self.years == 0 and self.months == 0
                    and self.tdelta == other)
        return False
