'''
datetime.tzinfo timezone definitions generated from the
Olson timezone database (reduced: UTC and fixed offsets).
'''
import datetime

from pytz.tzinfo import BaseTzInfo

__all__ = ['utc', 'UTC', 'FixedOffset']

ZERO = datetime.timedelta(0)


class UTC(BaseTzInfo):
    """UTC"""
    zone = "UTC"
    _utcoffset = ZERO
    _dst = ZERO
    _tzname = zone

    def utcoffset(self, dt):
        return ZERO

    def localize(self, dt, is_dst=False):
        '''Convert naive time to local time'''
        if dt.tzinfo is not None:
            raise ValueError('Not naive datetime (tzinfo is already set)')
        return dt.replace(tzinfo=self)

    def __repr__(self):
        return "<UTC>"


UTC = utc = UTC()


class _FixedOffset(datetime.tzinfo):

    zone = None  # to match the standard pytz API

    def __init__(self, minutes):
        if minutes >= 1440:
            raise ValueError("absolute offset is too large", minutes)
        self._minutes = minutes
        self._offset = datetime.timedelta(minutes=minutes)

    def utcoffset(self, dt):
        return self._offset

    def __repr__(self):
        return 'pytz.FixedOffset(%d)' % self._minutes

    def dst(self, dt):
        return ZERO

    def tzname(self, dt):
        return None

    def localize(self, dt, is_dst=False):
        '''Convert naive time to local time'''
        if dt.tzinfo is not None:
            raise ValueError('Not naive datetime (tzinfo is already set)')
        return dt.replace(tzinfo=self)


def FixedOffset(offset, _tzinfos={}):
    """return a fixed-offset timezone based off a number of minutes.

    The offset must be strictly between -1440 and 1440 minutes.
    """
    if offset == 0:
        return UTC

    info = _tzinfos.get(offset)
    if info is None:
        # Use setdefault to avoid a race condition and make sure we have only one
        info = _tzinfos.setdefault(offset, _FixedOffset(offset))

    return info
