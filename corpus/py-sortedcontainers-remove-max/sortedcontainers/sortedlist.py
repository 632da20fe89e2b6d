"""Sorted List: values are kept in sublists of about `_load` values each,
with `_maxes` holding the last value of every sublist."""

from bisect import bisect_left, bisect_right, insort


class SortedList(object):
    """Sorted list is a sorted mutable sequence."""

    DEFAULT_LOAD_FACTOR = 1000

    def __init__(self, iterable=None):
        self._len = 0
        self._load = self.DEFAULT_LOAD_FACTOR
        self._lists = []
        self._maxes = []
        if iterable is not None:
            self.update(iterable)

    def _reset(self, load):
        values = list(self)
        self._lists = []
        self._maxes = []
        self._len = 0
        self._load = load
        self.update(values)

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
        if len(_lists[pos]) > (_load << 1):
            _maxes = self._maxes
            _lists_pos = _lists[pos]
            half = _lists_pos[_load:]
            del _lists_pos[_load:]
            _maxes[pos] = _lists_pos[-1]
            _lists.insert(pos + 1, half)
            _maxes.insert(pos + 1, half[-1])

    def update(self, iterable):
        values = sorted(iterable)
        if not values:
            return
        if self._maxes:
            for value in values:
                self.add(value)
            return
        _load = self._load
        self._lists = [values[pos:pos + _load] for pos in range(0, len(values), _load)]
        self._maxes = [sublist[-1] for sublist in self._lists]
        self._len = len(values)

    def __contains__(self, value):
        _maxes = self._maxes
        pos = bisect_left(_maxes, value)
        if pos == len(_maxes):
            return False
        _lists = self._lists
        idx = bisect_left(_lists[pos], value)
        return _lists[pos][idx] == value

    def remove(self, value):
        _maxes = self._maxes
        pos = bisect_left(_maxes, value)
        if pos == len(_maxes):
            raise ValueError('{0!r} not in list'.format(value))
        _lists = self._lists
        idx = bisect_left(_lists[pos], value)
        if _lists[pos][idx] != value:
            raise ValueError('{0!r} not in list'.format(value))
        self._delete(pos, idx)

    def _delete(self, pos, idx):
        _lists = self._lists
        _maxes = self._maxes
        _lists_pos = _lists[pos]
        del _lists_pos[idx]
        self._len -= 1
        len_lists_pos = len(_lists_pos)
        if len_lists_pos > (self._load >> 1):
            _maxes[pos] = _lists_pos[-1]
        elif len(_lists) > 1:
            if not pos:
                pos += 1
            prev = pos - 1
            _lists[prev].extend(_lists[pos])
            del _lists[pos]
            del _maxes[pos]
            self._expand(prev)
        elif len_lists_pos:
            _maxes[pos] = _lists_pos[-1]
        else:
            del _lists[pos]
            del _maxes[pos]

    def __iter__(self):
        for sublist in self._lists:
            for value in sublist:
                yield value

    def __len__(self):
        return self._len
