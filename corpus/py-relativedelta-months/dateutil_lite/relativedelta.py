import datetime

from ._common import clip_day, shift_month, sign


class relativedelta:
    """Relative calendar arithmetic: ``relativedelta(months=+1)`` etc."""

    def __init__(self, years=0, months=0, days=0, weeks=0, hours=0, minutes=0,
                 seconds=0, day=None):
        self.years = int(years)
        self.months = int(months)
        self.days = days + weeks * 7
        self.hours = hours
        self.minutes = minutes
        self.seconds = seconds
        self.day = day
        self._fix()

    def _fix(self):
        if abs(self.months) > 11:
            s = sign(self.months)
            div, mod = divmod(self.months * s, 12)
            self.months = mod * s
            self.years += div * s

    def __add__(self, other):
        if not isinstance(other, datetime.date):
            return NotImplemented
        year = other.year + self.years
        month = other.month
        if self.months:
            year, month = shift_month(year, month, self.months)
        day = clip_day(year, month, self.day or other.day)
        ret = other.replace(year=year, month=month, day=day)
        return ret + datetime.timedelta(days=self.days, hours=self.hours,
                                        minutes=self.minutes, seconds=self.seconds)

    __radd__ = __add__

    def __neg__(self):
        return relativedelta(years=-self.years, months=-self.months, days=-self.days,
                             hours=-self.hours, minutes=-self.minutes,
                             seconds=-self.seconds, day=self.day)

    def __rsub__(self, other):
        return self.__neg__().__radd__(other)

    def __eq__(self, other):
        if not isinstance(other, relativedelta):
            return NotImplemented
        return vars(self) == vars(other)

    def __repr__(self):
        parts = ['%s=%+d' % (k, v) for k, v in vars(self).items() if v and k != 'day']
        if self.day is not None:
            parts.append('day=%d' % self.day)
        return '%s(%s)' % (type(self).__name__, ', '.join(parts))
