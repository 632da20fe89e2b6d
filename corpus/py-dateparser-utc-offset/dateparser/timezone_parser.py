import re
from datetime import timedelta, tzinfo

# Abbreviations with a fixed offset from UTC, in seconds.
TZ_ABBREVIATIONS = {
    "UTC": 0,
    "GMT": 0,
    "EST": -5 * 3600,
    "EDT": -4 * 3600,
    "PST": -8 * 3600,
    "CET": 1 * 3600,
    "IST": 5 * 3600 + 30 * 60,
    "NST": -(3 * 3600 + 30 * 60),
}

OFFSET_RE = re.compile(r"\s*(?:UTC|GMT)?([+-])(\d{1,2}):?(\d{2})?$")
ABBREVIATION_RE = re.compile(r"\s+(%s)$" % "|".join(TZ_ABBREVIATIONS))


class StaticTzInfo(tzinfo):
    def __init__(self, name, offset):
        self.__offset = offset
        self.__name = name

    def tzname(self, dt):
        return self.__name

    def utcoffset(self, dt):
        return self.__offset

    def dst(self, dt):
        return timedelta(0)

    def __repr__(self):
        return "<%s '%s'>" % (self.__class__.__name__, self.__name)

    def localize(self, dt, is_dst=False):
        if dt.tzinfo is not None:
            raise ValueError("Not naive datetime (tzinfo is already set)")
        return dt.replace(tzinfo=self)


def offset_in_seconds(match):
    sign = -1 if match.group(1) == "-" else 1
    hours = int(match.group(2))
    minutes = int(match.group(3) or 0)
    return sign * hours * 3600 + minutes * 60


def pop_tz_offset_from_string(date_string, as_offset=True):
    """Strip a trailing UTC offset or timezone abbreviation from ``date_string``.

    Returns the remaining string and a StaticTzInfo (or its name if not
    ``as_offset``), or None when the string carries no timezone.
    """
    match = ABBREVIATION_RE.search(date_string)
    if match:
        name = match.group(1)
        offset = timedelta(seconds=TZ_ABBREVIATIONS[name])
    else:
        match = OFFSET_RE.search(date_string)
        if not match:
            return date_string, None
        name = "UTC%s" % match.group(0).strip().lstrip("UTCGM")
        offset = timedelta(seconds=offset_in_seconds(match))
    date_string = date_string[: match.start()]
    return date_string, (StaticTzInfo(name, offset) if as_offset else name)
