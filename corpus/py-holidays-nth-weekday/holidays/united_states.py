#  python-holidays
#  ---------------
#  Authors: dr-prodigy <dr.prodigy.github@gmail.com> (c) 2017-2023
#           ryanss <ryanssdev@icloud.com> (c) 2014-2017
#  License: MIT (see LICENSE file)

from datetime import date
from datetime import timedelta as td

from holidays.constants import (JAN, JUL, MAY, SEP, NOV, DEC, MON, THU, SAT,
                                SUN, _get_nth_weekday_of_month)
from holidays.holiday_base import HolidayBase


class UnitedStates(HolidayBase):
    """
    https://en.wikipedia.org/wiki/Public_holidays_in_the_United_States
    """

    country = "US"

    def _add_observed(self, dt: date, name: str) -> None:
        if not self.observed:
            return
        if dt.weekday() == SAT:
            self[dt + td(days=-1)] = name + " (Observed)"
        elif dt.weekday() == SUN:
            self[dt + td(days=+1)] = name + " (Observed)"

    def _populate(self, year):
        # New Year's Day
        if year >= 1871:
            name = "New Year's Day"
            dt = date(year, JAN, 1)
            self[dt] = name
            self._add_observed(dt, name)

        # Martin Luther King Jr. Day
        if year >= 1986:
            self[_get_nth_weekday_of_month(3, MON, JAN, year)] = (
                "Martin Luther King Jr. Day")

        # Memorial Day
        if year >= 1971:
            self[_get_nth_weekday_of_month(-1, MON, MAY, year)] = "Memorial Day"

        # Independence Day
        if year >= 1871:
            name = "Independence Day"
            dt = date(year, JUL, 4)
            self[dt] = name
            self._add_observed(dt, name)

        # Labor Day
        if year >= 1894:
            self[_get_nth_weekday_of_month(1, MON, SEP, year)] = "Labor Day"

        # Thanksgiving
        if year >= 1871:
            self[_get_nth_weekday_of_month(4, THU, NOV, year)] = "Thanksgiving"

        # Christmas Day
        if year >= 1871:
            name = "Christmas Day"
            dt = date(year, DEC, 25)
            self[dt] = name
            self._add_observed(dt, name)


class US(UnitedStates):
    pass
