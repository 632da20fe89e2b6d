from datetime import timedelta, tzinfo


class FixedTimezone(tzinfo):
    """
    A timezone that has a fixed offset to UTC.

    >>> tz = FixedTimezone(-5 * 60 * 60)
    >>> tz.offset
    -18000
    """

    def __init__(self, offset, name=None):
        sign = "-" if offset < 0 else "+"

        minutes = offset / 60
        hour, minute = divmod(abs(int(minutes)), 60)

        if not name:
            name = "{0}{1:02d}:{2:02d}".format(sign, hour, minute)

        self._name = name
        self._offset = offset
        self._utcoffset = timedelta(seconds=offset)

    @property
    def name(self):
        return self._name

    @property
    def offset(self):
        return self._offset

    def utcoffset(self, dt):
        return self._utcoffset

    def dst(self, dt):
        return timedelta()

    def tzname(self, dt):
        return self._name

    def __repr__(self):
        return "FixedTimezone({}, name=\"{}\")".format(self._offset, self._name)


def fixed_timezone(offset):
    """
    Return a Timezone instance given its offset in seconds.
    """
    if offset == 0:
        return UTC
    return FixedTimezone(offset)


UTC = FixedTimezone(0, "UTC")
