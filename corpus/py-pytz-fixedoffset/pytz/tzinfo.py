'''Base classes and helpers for building zone specific tzinfo classes'''

from datetime import datetime, timedelta, tzinfo

__all__ = []


def memorized_timedelta(seconds):
    '''Create only one instance of each distinct timedelta'''
    return timedelta(seconds=seconds)


class BaseTzInfo(tzinfo):
    # Overridden in subclass
    _utcoffset = None
    _tzname = None
    zone = None

    def __str__(self):
        return self.zone

    def dst(self, dt):
        return self._dst

    def tzname(self, dt):
        return self._tzname

    def normalize(self, dt):
        '''Correct the timezone information on the given datetime'''
        if dt.tzinfo is None:
            raise ValueError('Naive time - no tzinfo set')
        return dt.astimezone(self)

    def fromutc(self, dt):
        if dt.tzinfo is not None and dt.tzinfo is not self:
            raise ValueError('fromutc: dt.tzinfo is not self')
        return (dt + self._utcoffset).replace(tzinfo=self)
