import re

_rx_range = re.compile(r"bytes *= *(\d*) *- *(\d*)", flags=re.I)


class Range:
    """Represents the Range header."""

    def __init__(self, start, end):
        assert end is None or end >= 0, "Bad range end: %r" % end
        self.start = start
        self.end = end  # non-inclusive

    def range_for_length(self, length):
        """(start, end) non-inclusive range of bytes to serve, or None if unsatisfiable"""
        if length is None:
            return None
        start, end = self.start, self.end
        if end is None:
            end = length
            if start < 0:
                start += length
        if _is_content_range_valid(start, end, length):
            return (start, min(end, length))
        return None

    def content_range(self, length):
        """Works like range_for_length; returns None or a ContentRange object"""
        range = self.range_for_length(length)
        if range is None:
            return None
        return ContentRange(range[0], range[1], length)

    @classmethod
    def parse(cls, header):
        """Parse the header; may return None if header is invalid"""
        m = _rx_range.match(header or "")
        if not m:
            return None
        start, end = m.groups()
        if not start:
            return cls(-int(end), None)
        start = int(start)
        if not end:
            return cls(start, None)
        end = int(end) + 1  # return val is non-inclusive
        if start >= end:
            return None
        return cls(start, end)


class ContentRange:
    """Represents the Content-Range header"""

    def __init__(self, start, stop, length):
        if not _is_content_range_valid(start, stop, length):
            raise ValueError("Bad start:stop/length: %r-%r/%r" % (start, stop, length))
        self.start = start
        self.stop = stop  # this is python-style range end (non-inclusive)
        self.length = length

    def __str__(self):
        length = "*" if self.length is None else self.length
        if self.start is None:
            return "bytes */%s" % length
        stop = self.stop - 1  # from non-inclusive to HTTP-style
        return "bytes %s-%s/%s" % (self.start, stop, length)


def _is_content_range_valid(start, stop, length, response=False):
    if (start is None) != (stop is None):
        return False
    elif start is None:
        return length is None or length >= 0
    elif length is None:
        return 0 <= start < stop
    elif start >= stop:
        return False
    elif response and stop > length:
        return False
    else:
        return 0 <= start <= length
