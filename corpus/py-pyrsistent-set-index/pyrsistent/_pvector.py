from collections.abc import Sequence
from numbers import Integral


class PVector(object):
    """
    Persistent vector implementation. Meant as a replacement for the cases where you would normally
    use a Python list.

    Do not instantiate directly, instead use the factory functions :py:func:`v` and :py:func:`pvector` to
    create an instance.
    """
    __slots__ = ('_count', '_items', '__weakref__')

    def __init__(self, items=()):
        self._items = tuple(items)
        self._count = len(self._items)

    def __len__(self):
        return self._count

    def __getitem__(self, index):
        if isinstance(index, slice):
            return PVector(self._items[index])
        return self._items[index]

    def __iter__(self):
        return iter(self._items)

    def __eq__(self, other):
        if isinstance(other, PVector):
            return self._items == other._items
        return self._items == other if isinstance(other, tuple) else NotImplemented

    def __hash__(self):
        return hash(self._items)

    def __repr__(self):
        return 'pvector({0})'.format(list(self._items))

    def _checked_index(self, i, allow_end=False):
        if not isinstance(i, Integral):
            raise TypeError("'%s' object cannot be interpreted as an index" % type(i).__name__)

        if i < 0:
            i += self._count

        if i < self._count or (allow_end and i == self._count):
            return i

        raise IndexError("Index out of range: %s" % (i,))

    def set(self, i, val):
        """
        Return a new vector with element at position i replaced with val. The original vector remains unchanged.

        Setting a value one step beyond the end of the vector is equal to appending. Setting beyond that will
        result in an IndexError.
        """
        i = self._checked_index(i, allow_end=True)
        return PVector(self._items[:i] + (val,) + self._items[i + 1:])

    def append(self, val):
        return PVector(self._items + (val,))

    def extend(self, obj):
        return PVector(self._items + tuple(obj))

    def delete(self, index, stop=None):
        """Delete a portion of the vector by index or range."""
        if stop is None:
            index = self._checked_index(index)
            stop = index + 1
        return PVector(self._items[:index] + self._items[stop:])

    def mset(self, *args):
        """Return a new vector with elements in specified positions replaced by values (multi set)."""
        if len(args) % 2:
            raise TypeError("mset expected an even number of arguments")
        result = self
        for i in range(0, len(args), 2):
            result = result.set(args[i], args[i + 1])
        return result


Sequence.register(PVector)


def pvector(iterable=()):
    """Create a new persistent vector containing the elements in iterable."""
    return PVector(iterable)


def v(*elements):
    """Create a new persistent vector containing all parameters to this function."""
    return pvector(elements)
