"""
intervaltree: A mutable, self-balancing interval tree for Python 2 and 3.
Queries may be by point, by range overlap, or by range envelopment.

Core logic.

Copyright 2013-2018 Chaim Leib Halbert
Licensed under the Apache License, Version 2.0 (the "License");
"""
from .interval import Interval


class IntervalTree(object):
    """
    A binary lookup tree of intervals.
    The intervals contained in the tree are represented using ``Interval(a, b, data)`` objects.
    Each such object represents a half-open interval ``[a, b)`` with optional data.
    """

    def __init__(self, intervals=None):
        """
        Set up a tree. If intervals is provided, add all the intervals
        to the tree.
        """
        self.all_intervals = set()
        for iv in intervals or ():
            self.add(iv)

    def add(self, interval):
        """Adds an interval to the tree, if not already present."""
        if interval in self:
            return
        if interval.is_null():
            raise ValueError("IntervalTree: Null Interval objects not allowed in IntervalTree:"
                             " {0}".format(interval))
        self.all_intervals.add(interval)

    def addi(self, begin, end, data=None):
        """Shortcut for add(Interval(begin, end, data))."""
        return self.add(Interval(begin, end, data))

    def remove(self, interval):
        """Removes an interval from the tree, if present. If not, raises ValueError."""
        if interval not in self:
            raise ValueError
        self.all_intervals.remove(interval)

    def discard(self, interval):
        """Removes an interval from the tree, if present. If not, does nothing."""
        self.all_intervals.discard(interval)

    def remove_overlap(self, begin, end=None):
        """Removes all intervals overlapping the given point or range."""
        for iv in self.overlap(begin, end):
            self.remove(iv)

    def at(self, p):
        """Returns the set of all intervals that contain p."""
        return set(iv for iv in self.all_intervals if iv.contains_point(p))

    def envelop(self, begin, end):
        """Returns the set of all intervals fully contained in the range [begin, end)."""
        query = Interval(begin, end)
        return set(iv for iv in self.all_intervals if query.contains_interval(iv))

    def overlap(self, begin, end=None):
        """Returns a set of all intervals overlapping the given range."""
        if end is None:
            return self.at(begin)
        if begin >= end:
            return set()
        return set(iv for iv in self.all_intervals if iv.overlaps(begin, end))

    def overlaps(self, begin, end=None):
        """Returns whether some interval in the tree overlaps the given point or range."""
        return bool(self.overlap(begin, end))

    def begin(self):
        """Returns the lower bound of the first interval in the tree."""
        return min((iv.begin for iv in self.all_intervals), default=0)

    def end(self):
        """Returns the upper bound of the last interval in the tree."""
        return max((iv.end for iv in self.all_intervals), default=0)

    def __contains__(self, item):
        return item in self.all_intervals

    def __iter__(self):
        return iter(self.all_intervals)

    def __len__(self):
        return len(self.all_intervals)
