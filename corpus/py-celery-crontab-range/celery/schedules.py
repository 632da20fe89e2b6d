"""Schedules define the intervals at which periodic tasks run."""

import numbers

from celery.parser import crontab_parser

__all__ = ('crontab', 'crontab_parser', 'cronfield')

CRON_REPR = '''\
<crontab: {0._orig_minute} {0._orig_hour} {0._orig_day_of_month} \
{0._orig_month_of_year} {0._orig_day_of_week} (m/h/dM/MY/d)>\
'''


def cronfield(s):
    return '*' if s is None else s


class crontab:
    """Crontab schedule.

    A Crontab can be used as the ``run_every`` value of a
    periodic task entry to add :manpage:`crontab(5)`-like scheduling.
    """

    def __init__(self, minute='*', hour='*', day_of_week='*',
                 day_of_month='*', month_of_year='*'):
        self._orig_minute = cronfield(minute)
        self._orig_hour = cronfield(hour)
        self._orig_day_of_week = cronfield(day_of_week)
        self._orig_day_of_month = cronfield(day_of_month)
        self._orig_month_of_year = cronfield(month_of_year)
        self.hour = self._expand_cronspec(hour, 24)
        self.minute = self._expand_cronspec(minute, 60)
        self.day_of_week = self._expand_cronspec(day_of_week, 7)
        self.day_of_month = self._expand_cronspec(day_of_month, 31, 1)
        self.month_of_year = self._expand_cronspec(month_of_year, 12, 1)

    @staticmethod
    def _expand_cronspec(cronspec, max_, min_=0):
        """Expand cron specification."""
        if isinstance(cronspec, numbers.Integral):
            result = {cronspec}
        elif isinstance(cronspec, str):
            result = crontab_parser(max_, min_).parse(cronspec)
        elif isinstance(cronspec, set):
            result = cronspec
        else:
            result = set(cronspec)

        for number in result:
            if number >= max_ + min_ or number < min_:
                raise ValueError(
                    'Invalid crontab pattern. Valid range is {%d}-{%d}. '
                    '\'%d\' was found.' % (min_, max_ - 1 + min_, number))
        return result

    def __repr__(self):
        return CRON_REPR.format(self)
