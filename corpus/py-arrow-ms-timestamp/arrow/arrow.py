"""
Provides the :class:`Arrow <arrow.arrow.Arrow>` class, an enhanced ``datetime``
replacement.
"""
from datetime import datetime as dt_datetime
from datetime import timezone

from . import util


class Arrow:
    """An :class:`Arrow <arrow.arrow.Arrow>` object (reduced: wraps an aware datetime)."""

    def __init__(self, year, month, day, hour=0, minute=0, second=0, microsecond=0, tzinfo=None):
        if tzinfo is None:
            tzinfo = timezone.utc
        self._datetime = dt_datetime(year, month, day, hour, minute, second, microsecond, tzinfo)

    @classmethod
    def fromtimestamp(cls, timestamp, tzinfo=None):
        """Constructs an :class:`Arrow <arrow.arrow.Arrow>` object from a timestamp, converted to
        the given timezone.

        :param timestamp: an ``int`` or ``float`` timestamp, or a ``str`` that converts to either.
        :param tzinfo: (optional) a ``tzinfo`` object.  Defaults to UTC here.
        """
        if tzinfo is None:
            tzinfo = timezone.utc
        if not util.is_timestamp(timestamp):
            raise ValueError(f"The provided timestamp {timestamp!r} is invalid.")
        dt = dt_datetime.fromtimestamp(float(timestamp), tzinfo)
        return cls.fromdatetime(dt)

    @classmethod
    def fromdatetime(cls, dt, tzinfo=None):
        tzinfo = tzinfo or dt.tzinfo or timezone.utc
        return cls(dt.year, dt.month, dt.day, dt.hour, dt.minute, dt.second, dt.microsecond, tzinfo)

    @property
    def datetime(self):
        return self._datetime

    def timestamp(self):
        return self._datetime.timestamp()

    def isoformat(self):
        return self._datetime.isoformat()

    def __eq__(self, other):
        if not isinstance(other, (Arrow, dt_datetime)):
            return False
        return self._datetime == getattr(other, "_datetime", other)
