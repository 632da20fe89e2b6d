# -*- coding: utf-8 -*-

# Copyright (c) 2021, Brandon Nielsen
# All rights reserved.
#
# This software may be modified and distributed under the terms
# of the BSD license.  See the LICENSE file for details.

import calendar
import datetime

from aniso8601.exceptions import (
    DayOutOfBoundsError,
    ISOFormatError,
    WeekOutOfBoundsError,
    YearOutOfBoundsError,
)


def year_range_check(valuestr, limit):
    YYYYstr = valuestr

    # Truncated dates, like '19', refer to 1900-1999 inclusive,
    # we simply parse to 1900
    if len(valuestr) < 4:
        # Shift 0s in from the left to form complete year
        YYYYstr = valuestr.ljust(4, "0")

    year = int(YYYYstr)
    if year < 1 or year > limit:
        raise YearOutOfBoundsError("Year must be between 1..{0}.".format(limit))
    return year


def cast(value, castfunction, thrownmessage):
    try:
        return castfunction(value)
    except ValueError:
        raise ISOFormatError(thrownmessage)


class PythonTimeBuilder(object):
    DATE_YYYY_LIMIT = 9999

    @classmethod
    def range_check_date(cls, YYYY=None, MM=None, DD=None, Www=None, D=None, DDD=None):
        if YYYY is not None:
            YYYY = year_range_check(YYYY, cls.DATE_YYYY_LIMIT)
        if MM is not None:
            MM = cast(MM, int, "Invalid month string.")
            if MM < 1 or MM > 12:
                raise ISOFormatError("Month must be between 1..12.")
        if DD is not None:
            DD = cast(DD, int, "Invalid day string.")
        if Www is not None:
            Www = cast(Www, int, "Invalid week string.")
            if Www < 1 or Www > 53:
                raise WeekOutOfBoundsError("Week number must be between 1..53.")
        if D is not None:
            D = cast(D, int, "Invalid weekday string.")
            if D < 1 or D > 7:
                raise DayOutOfBoundsError("Weekday number must be between 1..7.")
        if DDD is not None:
            DDD = cast(DDD, int, "Invalid ordinal day string.")
            if DDD < 1 or DDD > 366:
                raise DayOutOfBoundsError("{0} is out of range.".format(DDD))
            if calendar.isleap(YYYY) is False and DDD == 366:
                raise DayOutOfBoundsError(
                    "{0} is only valid for leap year.".format(DDD)
                )
        return (YYYY, MM, DD, Www, D, DDD)

    @classmethod
    def build_date(cls, YYYY=None, MM=None, DD=None, Www=None, D=None, DDD=None):
        YYYY, MM, DD, Www, D, DDD = cls.range_check_date(YYYY, MM, DD, Www, D, DDD)

        if MM is None:
            MM = 1
        if DD is None:
            DD = 1

        if DDD is not None:
            return PythonTimeBuilder._build_ordinal_date(YYYY, DDD)

        if Www is not None:
            return PythonTimeBuilder._build_week_date(YYYY, Www, isoday=D)

        return datetime.date(YYYY, MM, DD)

    @staticmethod
    def _build_week_date(isoyear, isoweek, isoday=None):
        if isoday is None:
            return PythonTimeBuilder._iso_year_start(isoyear) + datetime.timedelta(
                weeks=isoweek - 1
            )

        return PythonTimeBuilder._iso_year_start(isoyear) + datetime.timedelta(
            weeks=isoweek - 1, days=isoday - 1
        )

    @staticmethod
    def _build_ordinal_date(isoyear, isoday):
        # Day of year to a date
        # https://stackoverflow.com/questions/2427555/python-question-year-and-day-of-year-to-date
        builtdate = datetime.date(isoyear, 1, 1) + datetime.timedelta(days=isoday)

        return builtdate

    @staticmethod
    def _iso_year_start(isoyear):
        # Given an ISO year, returns the equivalent of the start of the year
        # on the Gregorian calendar (which is used by Python)
        # Determine the location of the 4th of January, the first week of
        # the ISO year is the week containing the 4th of January
        # http://en.wikipedia.org/wiki/ISO_week_date
        fourth_jan = datetime.date(isoyear, 1, 4)

        # Note the conversion from ISO day (1 - 7) and Python day (0 - 6)
        delta = datetime.timedelta(days=fourth_jan.isoweekday() - 1)

        # Return the start of the year
        return fourth_jan - delta
