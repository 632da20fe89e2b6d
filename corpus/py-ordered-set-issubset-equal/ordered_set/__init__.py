"""
An OrderedSet is a custom MutableSet that remembers its order, so that every
entry has an index that can be looked up. It can also act like a Sequence.
"""
import itertools as it
from collections.abc import MutableSet, Sequence

SLICE_ALL = slice(None)
__version__ = "4.1.0"


def is_iterable(obj):
    """
    Are we being asked to look up a list of things, instead of a single thing?
    Strings and tuples are atomic values to look up, not iterables.
    """
    return hasattr(obj, "__iter__") and not isinstance(obj, (str, tuple))


class OrderedSet(MutableSet, Sequence):
    """
    An OrderedSet is a custom MutableSet that remembers its order, so that
    every entry has an index that can be looked up.
    """

    def __init__(self, initial=None):
        self.items = []
        self.map = {}
        if initial is not None:
            self |= initial

    def __len__(self):
        return len(self.items)

    def __getitem__(self, index):
        if isinstance(index, slice) and index == SLICE_ALL:
            return self.__class__(self)
        elif is_iterable(index):
            return [self.items[i] for i in index]
        result = self.items[index]
        return self.__class__(result) if isinstance(result, list) else result

    def __contains__(self, key):
        return key in self.map

    def __iter__(self):
        return iter(self.items)

    def __eq__(self, other):
        if isinstance(other, Sequence):
            return list(self) == list(other)
        return set(self) == set(other)

    def add(self, key):
        """Add `key` as an item to this OrderedSet, then return its index."""
        if key not in self.map:
            self.map[key] = len(self.items)
            self.items.append(key)
        return self.map[key]

    def index(self, key):
        """Get the index of a given entry, raising a KeyError if it's not present."""
        if is_iterable(key):
            return [self.index(subkey) for subkey in key]
        return self.map[key]

    def discard(self, key):
        if key in self:
            i = self.map.pop(key)
            del self.items[i]
            for k, v in self.map.items():
                if v >= i:
                    self.map[k] = v - 1

    def union(self, *sets):
        return self.__class__(it.chain.from_iterable(map(list, it.chain([self], sets))))

    def difference(self, *sets):
        other = set.union(*map(set, sets)) if sets else set()
        return self.__class__(item for item in self if item not in other)

    def issubset(self, other):
        if len(self) >= len(other):  # Fast check for obvious cases
            return False
        return all(item in other for item in self)

    def issuperset(self, other):
        if len(self) < len(other):  # Fast check for obvious cases
            return False
        return all(item in self for item in other)
