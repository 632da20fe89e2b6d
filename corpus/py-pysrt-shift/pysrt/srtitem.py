# -*- coding: utf-8 -*-
"""
SubRip's subtitle parser
"""
from pysrt.srttime import SubRipTime


class InvalidItem(Exception):
    pass


class SubRipItem(object):
    """
    SubRipItem(index, start, end, text, position)

    index -> int: index of item in file. 0 by default.
    start, end -> SubRipTime or coercible.
    text -> unicode: text content for item.
    position -> unicode: raw srt/vtt "display coordinates" string
    """
    ITEM_PATTERN = '%s\n%s --> %s%s\n%s\n'
    TIMESTAMP_SEPARATOR = '-->'

    def __init__(self, index=0, start=None, end=None, text='', position=''):
        self.index = index
        self.start = SubRipTime.coerce(start or 0)
        self.end = SubRipTime.coerce(end or 0)
        self.position = str(position)
        self.text = str(text)

    @property
    def duration(self):
        return SubRipTime.from_ordinal(self.end.ordinal - self.start.ordinal)

    def __str__(self):
        position = ' %s' % self.position if self.position.strip() else ''
        return self.ITEM_PATTERN % (self.index, self.start, self.end,
                                    position, self.text)

    def shift(self, *args, **kwargs):
        """
        shift(hours, minutes, seconds, milliseconds, ratio)

        Add given values to start and end attributes.
        All arguments are optional and have a default value of 0.
        """
        self.start.shift(*args, **kwargs)
        self.end.shift(*args, **kwargs)

    @classmethod
    def from_string(cls, source):
        lines = source.splitlines(True)
        index, timestamps, text = lines[0].strip(), lines[1], ''.join(lines[2:]).strip()
        start, end = timestamps.split(cls.TIMESTAMP_SEPARATOR)
        if not end.strip():
            raise InvalidItem()
        return cls(int(index), start.strip(), end.strip(), text)
