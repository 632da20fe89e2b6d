import re
from datetime import date, datetime, time, timedelta, timezone

RFC_3339_LOOSE = re.compile(
    "^"
    r"(([0-9]+)-(\d{2})-(\d{2}))?"  # Date
    "("
    "([Tt ])?"  # Separator
    r"(\d{2}):(\d{2}):(\d{2})(\.([0-9]+))?"  # Time
    r"(([Zz])|([\+|\-]([01][0-9]|2[0-3]):([0-5][0-9])))?"  # Timezone
    ")?"
    "$"
)

RFC_3339_DATETIME = re.compile(
    "^"
    "([0-9]+)-(0[1-9]|1[012])-(0[1-9]|[12][0-9]|3[01])"  # Date
    "[Tt ]"  # Separator
    r"([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9]|60)(\.([0-9]+))?"  # Time
    r"(([Zz])|([\+|\-]([01][0-9]|2[0-3]):([0-5][0-9])))?"  # Timezone
    "$"
)

RFC_3339_DATE = re.compile("^([0-9]+)-(0[1-9]|1[012])-(0[1-9]|[12][0-9]|3[01])$")

RFC_3339_TIME = re.compile(r"^([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9]|60)(\.([0-9]+))?$")

_utc = timezone(timedelta(), "UTC")


def parse_rfc3339(string):
    m = RFC_3339_DATETIME.match(string)
    if m:
        year, month, day = int(m.group(1)), int(m.group(2)), int(m.group(3))
        hour, minute, second = int(m.group(4)), int(m.group(5)), int(m.group(6))
        microsecond = 0
        if m.group(7):
            microsecond = int((f"{m.group(8):<06s}")[:6])
        if m.group(9):
            # Timezone
            tz = m.group(9)
            if tz.upper() == "Z":
                tzinfo = _utc
            else:
                sign = m.group(11)[0]
                hour_offset, minute_offset = int(m.group(12)), int(m.group(13))
                offset = timedelta(seconds=hour_offset * 3600 + minute_offset * 60)
                if sign == "+":
                    offset = -offset
                tzinfo = timezone(offset, f"{sign}{m.group(12)}:{m.group(13)}")
            return datetime(year, month, day, hour, minute, second, microsecond, tzinfo=tzinfo)
        return datetime(year, month, day, hour, minute, second, microsecond)

    m = RFC_3339_DATE.match(string)
    if m:
        return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))

    m = RFC_3339_TIME.match(string)
    if m:
        microsecond = 0
        if m.group(4):
            microsecond = int((f"{m.group(5):<06s}")[:6])
        return time(int(m.group(1)), int(m.group(2)), int(m.group(3)), microsecond)

    raise ValueError("Invalid RFC 339 string")
