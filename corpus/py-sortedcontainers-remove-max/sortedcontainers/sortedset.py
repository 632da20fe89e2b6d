"""Sorted Set: a set for membership and a sorted list for order."""

from .sortedlist import SortedList


class SortedSet(object):
    def __init__(self, iterable=None):
        self._set = set()
        self._list = SortedList()
        if iterable is not None:
            self._set.update(iterable)
            self._list.update(self._set)

    def add(self, value):
        if value not in self._set:
            self._set.add(value)
            self._list.add(value)

    def discard(self, value):
        if value in self._set:
            self._set.remove(value)
            self._list.remove(value)

    def __contains__(self, value):
        return value in self._set

    def __iter__(self):
        return iter(self._list)
