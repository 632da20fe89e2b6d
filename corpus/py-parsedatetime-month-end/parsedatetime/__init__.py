"""parsedatetime: parse human-readable date/time text (reduced)."""
import datetime
import re

from . import pdt_locales

_RELATIVE = re.compile(r'^\s*in\s+(?P<qty>\d+)\s+(?P<units>[a-z]+)\s*$', re.IGNORECASE)


class Calendar(object):
    def __init__(self):
        self.ptc = pdt_locales

    def inc(self, source, month=None, year=None):
        """Takes the given date, or current date, and advances it
        the given number of months and/or years. The day is clamped
        to the length of the target month."""
        yr, mth, dy = source.year, source.month, source.day
        if year:
            yr += int(year)
        if month:
            mth += int(month)
            yr += (mth - 1) // 12
            mth = (mth - 1) % 12 + 1
        dy = min(dy, self.ptc.daysInMonth(mth, yr))
        return source.replace(year=yr, month=mth, day=dy)

    def _buildTime(self, source, quantity, units):
        units = units.lower()
        for name, words in self.ptc.units.items():
            if units in words:
                break
        else:
            return None
        if name == 'months':
            return self.inc(source, month=quantity)
        if name == 'years':
            return self.inc(source, year=quantity)
        return source + datetime.timedelta(**{name: quantity})

    def parseDT(self, datetimeString, sourceTime=None):
        """Returns (datetime, parse_status); status 0 means not parsed."""
        sourceTime = sourceTime or datetime.datetime.now()
        m = _RELATIVE.match(datetimeString)
        if m is None:
            return sourceTime, 0
        target = self._buildTime(sourceTime, int(m.group('qty')), m.group('units'))
        if target is None:
            return sourceTime, 0
        return target, 1
