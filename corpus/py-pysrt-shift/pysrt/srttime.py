# -*- coding: utf-8 -*-
"""
SubRip's time format parser: HH:MM:SS,mmm
"""
import re


class TimeItemDescriptor(object):
    def __init__(self, ratio, super_ratio=0):
        self.ratio = int(ratio)
        self.super_ratio = int(super_ratio)

    def _get_ordinal(self, instance):
        if self.super_ratio:
            return instance.ordinal % self.super_ratio
        return instance.ordinal

    def __get__(self, instance, klass):
        if instance is None:
            raise AttributeError
        return self._get_ordinal(instance) // self.ratio

    def __set__(self, instance, value):
        part = self._get_ordinal(instance) - instance.ordinal % self.ratio
        instance.ordinal += value * self.ratio - part


class SubRipTime(object):
    TIME_PATTERN = '%02d:%02d:%02d,%03d'
    RE_TIME_SEP = re.compile(r'\:|\.|\,')
    SECONDS_RATIO = 1000
    MINUTES_RATIO = SECONDS_RATIO * 60
    HOURS_RATIO = MINUTES_RATIO * 60

    hours = TimeItemDescriptor(HOURS_RATIO)
    minutes = TimeItemDescriptor(MINUTES_RATIO, HOURS_RATIO)
    seconds = TimeItemDescriptor(SECONDS_RATIO, MINUTES_RATIO)
    milliseconds = TimeItemDescriptor(1, SECONDS_RATIO)

    def __init__(self, hours=0, minutes=0, seconds=0, milliseconds=0):
        self.ordinal = hours * self.HOURS_RATIO \
            + minutes * self.MINUTES_RATIO \
            + seconds * self.SECONDS_RATIO \
            + milliseconds

    def __str__(self):
        return self.TIME_PATTERN % tuple(self)

    def __eq__(self, other):
        return self.ordinal == self.coerce(other).ordinal

    def __iter__(self):
        yield self.hours
        yield self.minutes
        yield self.seconds
        yield self.milliseconds

    def shift(self, *args, **kwargs):
        """shift(hours, minutes, seconds, milliseconds); all default to 0."""
        self.ordinal += self.__class__(*args, **kwargs).ordinal

    @classmethod
    def from_ordinal(cls, ordinal):
        return cls(milliseconds=int(ordinal))

    @classmethod
    def from_string(cls, source):
        items = cls.RE_TIME_SEP.split(source)
        if len(items) != 4:
            raise ValueError('Invalid time format: %r' % source)
        return cls(*(int(i) for i in items))

    @classmethod
    def coerce(cls, other):
        if isinstance(other, SubRipTime):
            return other
        if isinstance(other, str):
            return cls.from_string(other)
        if isinstance(other, int):
            return cls.from_ordinal(other)
        return cls(**other)
