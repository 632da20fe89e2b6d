# -*- coding: utf-8 -*-
import datetime

from .expand import CroniterBadCronError, expand

__all__ = ["croniter", "CroniterBadCronError"]


class croniter(object):
    """Iterate over the datetimes matching a cron expression (minute resolution)."""

    def __init__(self, expr_format, start_time=None):
        self.expanded = expand(expr_format)
        self.cur = start_time or datetime.datetime.now().replace(second=0, microsecond=0)

    def _match(self, d):
        minutes, hours, days, months, dows = self.expanded
        dow = (d.weekday() + 1) % 7  # cron: 0 is Sunday
        return (d.minute in minutes and d.hour in hours and d.month in months
                and d.day in days and dow in dows)

    def get_next(self, ret_type=datetime.datetime):
        d = self.cur.replace(second=0, microsecond=0) + datetime.timedelta(minutes=1)
        # a year of minutes is enough for any valid expression
        for _ in range(366 * 24 * 60):
            if self._match(d):
                self.cur = d
                return d if ret_type is datetime.datetime else d.timestamp()
            d += datetime.timedelta(minutes=1)
        raise CroniterBadCronError("no matching time within a year")

    def all_next(self, count):
        return [self.get_next() for _ in range(count)]

    def __iter__(self):
        return self

    __next__ = next = get_next
