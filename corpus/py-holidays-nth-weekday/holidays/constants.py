#  python-holidays
#  ---------------
#  Authors: dr-prodigy <dr.prodigy.github@gmail.com> (c) 2017-2023
#           ryanss <ryanssdev@icloud.com> (c) 2014-2017
#  License: MIT (see LICENSE file)

from calendar import monthrange
from datetime import date
from datetime import timedelta as td

# Weekdays.
MON, TUE, WED, THU, FRI, SAT, SUN = range(7)
WEEKEND = (SAT, SUN)

# Months.
(JAN, FEB, MAR, APR, MAY, JUN, JUL, AUG, SEP, OCT, NOV, DEC) = range(1, 13)


def _get_nth_weekday_of_month(n: int, weekday: int, month: int, year: int) -> date:
    """
    Return date of a n-th weekday of a given month/year.
    If n is negative, the counting is done from the end of the month.
    """
    if n > 0:
        first_day = date(year, month, 1)
        delta = (first_day.weekday() - weekday) % 7
        return first_day + td(days=delta + (n - 1) * 7)

    last_day = date(year, month, monthrange(year, month)[1])
    delta = (last_day.weekday() - weekday) % 7
    return last_day - td(days=delta + (-n - 1) * 7)

