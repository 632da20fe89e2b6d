from collections import namedtuple

from .const import Bound, inf

Atomic = namedtuple('Atomic', ['left', 'lower', 'upper', 'right'])


class Interval:
    """This class represents an interval: a disjunction of atomic intervals."""
    __slots__ = ('_intervals',)

    def __init__(self, *intervals):
        """Create a disjunction of zero, one or more intervals."""
        self._intervals = list()
        for interval in intervals:
            if isinstance(interval, Interval):
                if not interval.empty:
                    self._intervals.extend(interval._intervals)
            else:
                raise TypeError('Parameters must be Interval instances')

        if len(self._intervals) == 0:
            # So we have at least one (empty) interval
            self._intervals.append(Atomic(Bound.OPEN, inf, -inf, Bound.OPEN))
        else:
            # Sort intervals by lower bound, closed first.
            self._intervals.sort(key=lambda i: (i.lower, i.left is Bound.OPEN))
            i = 0
            # Attempt to merge consecutive intervals
            while i < len(self._intervals) - 1:
                current, successor = self._intervals[i], self._intervals[i + 1]
                if current.upper > successor.lower or (current.upper == successor.lower and (
                        current.right is Bound.CLOSED and successor.left is Bound.CLOSED)):
                    if current.upper < successor.upper:
                        upper, right = successor.upper, successor.right
                    elif current.upper == successor.upper:
                        upper = current.upper
                        right = Bound.CLOSED if Bound.CLOSED in (current.right, successor.right) else Bound.OPEN
                    else:
                        upper, right = current.upper, current.right
                    self._intervals.pop(i)
                    self._intervals[i] = Atomic(current.left, current.lower, upper, right)
                else:
                    i += 1

    @classmethod
    def from_atomic(cls, left, lower, upper, right):
        """Create an Interval instance containing a single atomic interval."""
        left = left if lower not in [inf, -inf] else Bound.OPEN
        right = right if upper not in [inf, -inf] else Bound.OPEN
        instance = cls()
        # Check for non-emptiness (otherwise keep instance._intervals = [(OPEN, inf, -inf, OPEN)])
        if lower < upper or (lower == upper and left is Bound.CLOSED and right is Bound.CLOSED):
            instance._intervals = [Atomic(left, lower, upper, right)]
        return instance

    left = property(lambda self: self._intervals[0].left)
    lower = property(lambda self: self._intervals[0].lower)
    upper = property(lambda self: self._intervals[-1].upper)
    right = property(lambda self: self._intervals[-1].right)

    @property
    def empty(self):
        """True if interval is empty, False otherwise."""
        return self.lower > self.upper or (
            self.lower == self.upper and (self.left is Bound.OPEN or self.right is Bound.OPEN))

    @property
    def atomic(self):
        """True if this interval is atomic, False otherwise."""
        return len(self._intervals) == 1

    def __len__(self):
        return len(self._intervals)

    def __iter__(self):
        yield from (Interval.from_atomic(*i) for i in self._intervals if not self.empty)

    def __and__(self, other):
        if not isinstance(other, Interval):
            return NotImplemented
        if self.atomic and other.atomic:
            if self.lower == other.lower:
                lower, left = self.lower, self.left if self.left is Bound.OPEN else other.left
            else:
                lower = max(self.lower, other.lower)
                left = self.left if lower == self.lower else other.left
            if self.upper == other.upper:
                upper, right = self.upper, self.right if self.right is Bound.OPEN else other.right
            else:
                upper = min(self.upper, other.upper)
                right = self.right if upper == self.upper else other.right
            return Interval.from_atomic(left, lower, upper, right)
        return Interval(*[i & o for i in self for o in other])

    def __or__(self, other):
        return Interval(self, other) if isinstance(other, Interval) else NotImplemented

    def __invert__(self):
        complements = [Interval.from_atomic(Bound.OPEN, -inf, self.lower, ~self.left),
                       Interval.from_atomic(~self.right, self.upper, inf, Bound.OPEN)]
        for i, j in zip(self._intervals[:-1], self._intervals[1:]):
            complements.append(Interval.from_atomic(~i.right, i.upper, j.lower, ~j.left))
        return Interval(*complements)

    def __sub__(self, other):
        return self & ~other if isinstance(other, Interval) else NotImplemented

    def __contains__(self, item):
        return any(i.lower < item < i.upper or (item == i.lower and i.left is Bound.CLOSED)
                   or (item == i.upper and i.right is Bound.CLOSED) for i in self._intervals)

    def __eq__(self, other):
        return isinstance(other, Interval) and self._intervals == other._intervals

    def __repr__(self):
        if self.empty:
            return '()'
        string = []
        for i in self._intervals:
            if i.lower == i.upper:
                string.append('[' + repr(i.lower) + ']')
            else:
                string.append(('[' if i.left is Bound.CLOSED else '(') + repr(i.lower) + ','
                              + repr(i.upper) + (']' if i.right is Bound.CLOSED else ')'))
        return ' | '.join(string)
