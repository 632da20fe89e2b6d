"""
This module provides an ISO 8601:2004 duration parser.
"""
import re
from datetime import timedelta
from decimal import Decimal

from isodate.duration import Duration
from isodate.isoerror import ISO8601Error

ISO8601_PERIOD_REGEX = re.compile(
    r"^(?P<sign>[+-])?"
    r"P(?!\b)"
    r"(?P<years>[0-9]+([,.][0-9]+)?Y)?"
    r"(?P<months>[0-9]+([,.][0-9]+)?M)?"
    r"(?P<weeks>[0-9]+([,.][0-9]+)?W)?"
    r"(?P<days>[0-9]+([,.][0-9]+)?D)?"
    r"((?P<separator>T)(?P<hours>[0-9]+([,.][0-9]+)?H)?"
    r"(?P<minutes>[0-9]+([,.][0-9]+)?M)?"
    r"(?P<seconds>[0-9]+([,.][0-9]+)?S)?)?$"
)


def parse_duration(datestring):
    """
    Parses an ISO 8601 durations into datetime.timedelta or Duration objects.

    If the ISO date string does not contain years or months, a timedelta
    instance is returned, else a Duration instance is returned.
    """
    if not isinstance(datestring, str):
        raise TypeError("Expecting a string %r" % datestring)
    match = ISO8601_PERIOD_REGEX.match(datestring)
    if not match:
        raise ISO8601Error("Unable to parse duration string %r" % datestring)
    groups = match.groupdict()
    for key, val in groups.items():
        if key not in ("separator", "sign"):
            if val is None:
                groups[key] = "0n"
            if key in ("years", "months"):
                groups[key] = Decimal(groups[key][:-1].replace(",", "."))
            else:
                # these values are passed into a timedelta object
                groups[key] = float(groups[key][:-1].replace(",", "."))
    if groups["years"] == 0 and groups["months"] == 0:
        ret = timedelta(days=groups["days"], hours=groups["hours"],
                        minutes=groups["minutes"], seconds=groups["seconds"],
                        weeks=groups["weeks"])
        if groups["sign"] == "-":
            ret = timedelta(0) - ret
    else:
        ret = Duration(years=groups["years"], months=groups["months"],
                       days=groups["days"], hours=groups["hours"],
                       minutes=groups["minutes"], seconds=groups["seconds"],
                       weeks=groups["weeks"])
        if groups["sign"] == "-":
            ret = Duration(0) - ret
    return ret


def duration_isoformat(tduration):
    """
    Format duration strings: P%P for a Duration, P%dDT%HH%MM%SS otherwise.
    """
    years = months = 0
    if isinstance(tduration, Duration):
        years, months = tduration.years, tduration.months
        tduration = tduration.tdelta
    ret = "P"
    if years:
        ret += "%sY" % years
    if months:
        ret += "%sM" % months
    if tduration.days:
        ret += "%dD" % tduration.days
    hours, rest = divmod(tduration.seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    if hours or minutes or seconds:
        ret += "T"
        ret += "%dH" % hours if hours else ""
        ret += "%dM" % minutes if minutes else ""
        ret += "%dS" % seconds if seconds else ""
    return ret if ret != "P" else "P0D"
