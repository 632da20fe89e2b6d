"""The Date class."""

from datetime import date

from .helpers import add_duration, days_in_month, is_leap, week_day


class Date(date):
    """A `datetime.date` with fluent, calendar-aware arithmetic."""

    @classmethod
    def create(cls, year, month=1, day=1):
        return cls(year, month, day)

    @property
    def day_of_week(self):
        return week_day(self.year, self.month, self.day)

    @property
    def days_in_month(self):
        return days_in_month(self.year, self.month)

    def is_leap_year(self):
        return is_leap(self.year)

    def add(self, years=0, months=0, weeks=0, days=0):
        dt = add_duration(self, years=years, months=months, weeks=weeks, days=days)
        return self.__class__(dt.year, dt.month, dt.day)

    def subtract(self, years=0, months=0, weeks=0, days=0):
        return self.add(years=-years, months=-months, weeks=-weeks, days=-days)

    def end_of_month(self):
        return self.__class__(self.year, self.month, self.days_in_month)

    def __repr__(self):
        return f"Date({self.year}, {self.month}, {self.day})"
