# -*- coding: utf-8 -*-

# Copyright (c) 2021, Brandon Nielsen
# All rights reserved.
#
# This software may be modified and distributed under the terms
# of the BSD license.  See the LICENSE file for details.

from aniso8601.builders.python import PythonTimeBuilder
from aniso8601.exceptions import ISOFormatError


class DateResolution(object):
    Year, Month, Week, Weekday, Day, Ordinal = list(range(6))


def get_date_resolution(isodatestr):
    # Valid string formats are:
    #
    # Y[YYY]
    # YYYY-MM-DD
    # YYYYMMDD
    # YYYY-MM
    # YYYY-Www
    # YYYYWww
    # YYYY-Www-D
    # YYYYWwwD
    # YYYY-DDD
    # YYYYDDD
    isodatestr = str(isodatestr)

    if isodatestr.startswith("+") or isodatestr.startswith("-"):
        raise NotImplementedError(
            "ISO 8601 extended year representation not supported."
        )

    if len(isodatestr) == 0 or isodatestr.count("-") > 2:
        raise ISOFormatError('"{0}" is not a valid ISO 8601 date.'.format(isodatestr))

    yearstr = isodatestr[0:4]
    if not yearstr.isdigit():
        raise ISOFormatError('"{0}" is not a valid ISO 8601 date.'.format(isodatestr))

    if len(isodatestr) <= 4:
        return DateResolution.Year

    if isodatestr.find("W") != -1:
        # Handle ISO 8601 week date format
        hyphens_present = 1 if isodatestr.find("-") != -1 else 0
        week_date_len = 7 + hyphens_present
        weekday_date_len = 8 + 2 * hyphens_present

        if len(isodatestr) == week_date_len:
            return DateResolution.Week
        if len(isodatestr) == weekday_date_len:
            return DateResolution.Weekday
        raise ISOFormatError('"{0}" is not a valid ISO 8601 week date.'.format(isodatestr))

    if len(isodatestr) == 7 and isodatestr[4] == "-":
        # YYYY-MM
        return DateResolution.Month

    if len(isodatestr) == 7 or len(isodatestr) == 8 and isodatestr[4] == "-":
        # YYYYDDD or YYYY-DDD
        return DateResolution.Ordinal

    if len(isodatestr) in (8, 10):
        # YYYYMMDD or YYYY-MM-DD
        return DateResolution.Day

    raise ISOFormatError('"{0}" is not a valid ISO 8601 date.'.format(isodatestr))


def parse_date(isodatestr, builder=PythonTimeBuilder):
    # Given a string in any ISO 8601 date format, return a datetime.date
    # object that corresponds to the given date.
    isodatestr = str(isodatestr)
    resolution = get_date_resolution(isodatestr)
    components = isodatestr.replace("-", "")

    for ch in components.replace("W", ""):
        if not ch.isdigit():
            raise ISOFormatError('"{0}" is not a valid ISO 8601 date.'.format(isodatestr))

    if resolution == DateResolution.Year:
        return builder.build_date(YYYY=components)

    if resolution == DateResolution.Month:
        return builder.build_date(YYYY=components[0:4], MM=components[4:6])

    if resolution == DateResolution.Week:
        return builder.build_date(YYYY=components[0:4], Www=components[5:7])

    if resolution == DateResolution.Weekday:
        return builder.build_date(
            YYYY=components[0:4], Www=components[5:7], D=components[7:8]
        )

    if resolution == DateResolution.Ordinal:
        return builder.build_date(YYYY=components[0:4], DDD=components[4:7])

    return builder.build_date(
        YYYY=components[0:4], MM=components[4:6], DD=components[6:8]
    )
