"""ISO 8601 date time string parsing"""
import datetime
import re

ISO8601_REGEX = re.compile(
    r"""
    (?P<year>[0-9]{4})-?(?P<month>[0-9]{1,2})-?(?P<day>[0-9]{1,2})
    (
        (?P<separator>[ T])
        (?P<hour>[0-9]{2})(:?(?P<minute>[0-9]{2}))?(:?(?P<second>[0-9]{1,2})([.,](?P<second_fraction>[0-9]+))?)?
        (?P<timezone>
            Z
            |
            (?P<tz_sign>[-+])(?P<tz_hour>[0-9]{2}):?(?P<tz_minute>[0-9]{2})?
        )?
    )?
    """,
    re.VERBOSE,
)

UTC = datetime.timezone.utc


class ParseError(ValueError):
    """Raised when there is a problem parsing a date string"""


def to_int(d, key, default_to_zero=False, default=None, required=True):
    """Pull a value from the dict and convert to int"""
    value = d.get(key) or default
    if (value in ["", None]) and default_to_zero:
        return 0
    if value is None:
        if required:
            raise ParseError("Unable to read %s from %s" % (key, d))
        return None
    return int(value)


def parse_timezone(matches, default_timezone=UTC):
    """Parses ISO 8601 time zone specs into tzinfo offsets"""
    tz = matches.get("timezone", None)
    if tz == "Z":
        return UTC
    if tz is None:
        return default_timezone
    sign = matches.get("tz_sign", None)
    hours = to_int(matches, "tz_hour")
    minutes = to_int(matches, "tz_hour", default_to_zero=True)
    description = "%s%02d:%02d" % (sign, hours, minutes)
    if sign == "-":
        hours = -hours
        minutes = -minutes
    return datetime.timezone(datetime.timedelta(hours=hours, minutes=minutes), description)


def parse_date(datestring, default_timezone=UTC):
    """Parses ISO 8601 dates into datetime objects"""
    try:
        m = ISO8601_REGEX.match(datestring)
    except Exception as e:
        raise ParseError(e)
    if not m:
        raise ParseError("Unable to parse date string %r" % datestring)
    groups = {k: v for k, v in m.groupdict().items() if v is not None}
    try:
        return datetime.datetime(
            year=to_int(groups, "year"),
            month=to_int(groups, "month", default=to_int(groups, "monthdash", required=False, default=1)),
            day=to_int(groups, "day", default=to_int(groups, "daydash", required=False, default=1)),
            hour=to_int(groups, "hour", default_to_zero=True),
            minute=to_int(groups, "minute", default_to_zero=True),
            second=to_int(groups, "second", default_to_zero=True),
            microsecond=int(("%-6s" % groups.get("second_fraction", "0"))[:6].replace(" ", "0")),
            tzinfo=parse_timezone(groups, default_timezone=default_timezone),
        )
    except Exception as e:
        raise ParseError(e)
