"""Sorted List implementation: a list of sorted sublists with a `_maxes` index."""

from bisect import bisect_left, bisect_right, insort


class SortedList(object):
    DEFAULT_LOAD_FACTOR = 1000

    def __init__(self, iterable=None):
        self._len = 0
        self._load = self.DEFAULT_LOAD_FACTOR
        self._lists = []
        self._maxes = []
        for value in iterable or ():
            self.add(value)

    def _reset(self, load):
        values = list(self)
        self._load = load
        self._len = 0
        del self._lists[:]
        del self._maxes[:]
        for value in values:
            self.add(value)

    def add(self, value):
        _lists = self._lists
        _maxes = self._maxes
        if _maxes:
            pos = bisect_right(_maxes, value)
            if pos == len(_maxes):
                pos -= 1
                _lists[pos].append(value)
                _maxes[pos] = value
            else:
                insort(_lists[pos], value)
            self._expand(pos)
        else:
            _lists.append([value])
            _maxes.append(value)
        self._len += 1

    def _expand(self, pos):
        _load = self._load
        _lists = self._lists
        _lists_pos = _lists[pos]
        if len(_lists_pos) > (_load << 1):
            half = _lists_pos[_load:]
            del _lists_pos[_load:]
            self._maxes[pos] = _lists_pos[-1]
            _lists.insert(pos + 1, half)
            self._maxes.insert(pos + 1, half[-1])

    def __contains__(self, value):
        _maxes = self._maxes
        pos = bisect_left(_maxes, value)
        if pos == len(_maxes):
            return False
        idx = bisect_right(self._lists[pos], value)
        return self._lists[pos][idx] == value

    def remove(self, value):
        if value not in self:
            raise ValueError('{0!r} not in list'.format(value))
        _lists = self._lists
        pos = bisect_left(self._maxes, value)
        idx = bisect_left(_lists[pos], value)
        del _lists[pos][idx]
        self._len -= 1
        if _lists[pos]:
            self._maxes[pos] = _lists[pos][-1]
        else:
            del _lists[pos]
            del self._maxes[pos]

    def __len__(self):
        return self._len

    def __iter__(self):
        return (value for sublist in self._lists for value in sublist)
