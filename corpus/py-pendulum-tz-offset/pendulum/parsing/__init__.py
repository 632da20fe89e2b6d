import re
from datetime import datetime

from pendulum.tz import fixed_timezone

ISO8601_DT = re.compile(
    r"^(?P<date>(?P<year>\d{4})-?(?P<month>\d{2})-?(?P<day>\d{2}))"
    r"(?:[T ](?P<time>(?P<hour>\d{2}):?(?P<minute>\d{2})(?::?(?P<second>\d{2}))?"
    r"(?:[.,](?P<subsecondfraction>\d{1,9}))?)"
    r"(?P<tz>Z|[+-]\d{2}(?::?\d{2})?)?)?$"
)


class ParserError(ValueError):
    pass


def parse_iso8601(text):
    """
    ISO 8601 compliant parser.
    """
    m = ISO8601_DT.match(text)
    if not m:
        raise ParserError("Invalid ISO 8601 string: {}".format(text))

    year, month, day = int(m.group("year")), int(m.group("month")), int(m.group("day"))
    hour = minute = second = microsecond = 0
    tzinfo = None

    if m.group("time"):
        hour = int(m.group("hour"))
        minute = int(m.group("minute"))
        second = int(m.group("second") or 0)
        if m.group("subsecondfraction"):
            microsecond = int("{:0<6}".format(m.group("subsecondfraction"))[:6])

    if m.group("tz"):
        tz = m.group("tz")
        if tz == "Z":
            offset = 0
        else:
            negative = True if tz.startswith("-") else False
            tz = tz[1:]
            if ":" not in tz:
                if len(tz) == 2:
                    tz = "{}00".format(tz)

                off_hour = tz[0:2]
                off_minute = tz[3:5]
            else:
                off_hour, off_minute = tz.split(":")

            offset = ((int(off_hour) * 60) + int(off_minute)) * 60

            if negative:
                offset = -1 * offset

        tzinfo = fixed_timezone(offset)

    try:
        return datetime(year, month, day, hour, minute, second, microsecond, tzinfo=tzinfo)
    except ValueError as e:
        raise ParserError(str(e))
