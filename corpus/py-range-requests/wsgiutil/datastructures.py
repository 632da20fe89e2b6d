"""Parsed header values."""


class ContentRange:
    def __init__(self, units, start, stop, length):
        self.units = units
        self.start = start
        self.stop = stop
        self.length = length

    def to_header(self):
        return f"{self.units} {self.start}-{self.stop - 1}/{self.length}"


class Range:
    """A parsed Range header: ``ranges`` is a list of ``(start, stop)`` with an
    exclusive stop; ``stop`` is None for open ranges and start is negative for
    suffix ranges (``bytes=-500``)."""

    def __init__(self, units, ranges):
        self.units = units
        self.ranges = ranges

    def range_for_length(self, length):
        """If the range is satisfiable for a body of ``length`` bytes, return
        ``(start, stop)``; otherwise None. Only single ranges are supported."""
        if self.units != "bytes" or length is None or len(self.ranges) != 1:
            return None
        start, end = self.ranges[0]
        if end is None:
            end = length
            if start < 0:
                start += length
        start = max(start, 0)
        if start < length:
            return start, min(end, length)
        return None

    def make_content_range(self, length):
        rng = self.range_for_length(length)
        if rng is not None:
            return ContentRange(self.units, rng[0], rng[1], length)
        return None
