# -*- coding: utf-8 -*-

#
# omdict - Ordered Multivalue Dictionary.
#
# Ansgar Grunseid
# grunseid.com
# grunseid@gmail.com
#
# License: Build Amazing Things (Unlicense)
#

from itertools import chain

from .itemlist import itemlist

_absent = object()  # Marker that means no parameter was provided.


class omdict(object):

    """
    Ordered Multivalue Dictionary.

    A multivalue dictionary is a dictionary that can store multiple values per
    key. An ordered multivalue dictionary is a multivalue dictionary that
    retains the order of insertions and deletions.

    Internally, items are stored in a doubly linked list, self._items. A
    dictionary, self._map, is also maintained and stores an ordered list of
    linked list node references, one for each value associated with that key.

    Standard dict methods interact with the first value associated with a given
    key. This means that omdict retains method parity with dict, and a dict
    object can be replaced with an omdict object and all interaction will
    behave identically. All dict methods that retain parity with omdict are:

      get(), setdefault(), pop(), popitem(),
      clear(), copy(), update(), fromkeys(), len()
      __getitem__(), __setitem__(), __delitem__(), __contains__(),
      items(), keys(), values()
    """

    def __init__(self, *args, **kwargs):
        self._map = {}
        self._items = itemlist()
        self._load(*args, **kwargs)

    def _load(self, *args, **kwargs):
        if args and hasattr(args[0], 'items') and not isinstance(args[0], omdict):
            args = (list(args[0].items()),) + args[1:]
        elif args and isinstance(args[0], omdict):
            args = (args[0].allitems(),) + args[1:]
        for key, value in chain(*(args + (list(kwargs.items()),))):
            self.add(key, value)
        return self

    def copy(self):
        return self.__class__(self.allitems())

    def clear(self):
        self._map.clear()
        self._items.clear()

    def get(self, key, default=None):
        if key in self._map:
            return self._map[key][0].value
        return default

    def getlist(self, key, default=[]):
        if key in self._map:
            return [node.value for node in self._map[key]]
        return default

    def setdefault(self, key, default=None):
        if key in self:
            return self[key]
        self.add(key, default)
        return default

    def add(self, key, value=None):
        self._map.setdefault(key, [])
        node = self._items.append(key, value)
        self._map[key].append(node)
        return self

    def addlist(self, key, valuelist=[]):
        for value in valuelist:
            self.add(key, value)
        return self

    def setlist(self, key, values=[]):
        """
        Sets <key>'s list of values to <values>. Existing items with key <key>
        are first replaced with new values from <values>. Any remaining old
        items that haven't been replaced with new values are deleted, and any
        new values from <values> that don't have corresponding items with <key>
        to replace are appended to the end of the list of all items.
        """
        if not values and key in self:
            self.pop(key)
        elif values:
            nodes = self._map.get(key, [])
            for node, value in zip(nodes, values):
                node.value = value
            for node in nodes[len(values):]:
                self._items.removenode(node)
            del nodes[len(values):]
            for value in values[len(nodes):]:
                self.add(key, value)
        return self

    def update(self, *args, **kwargs):
        """Replaces the values of keys that already exist, like dict.update()."""
        for key, value in omdict(*args, **kwargs).items():
            self.setlist(key, [value])

    def updateall(self, *args, **kwargs):
        """Replaces all the values of keys that already exist."""
        other = omdict(*args, **kwargs)
        for key in other.keys():
            self.setlist(key, other.getlist(key))

    def pop(self, key, default=_absent):
        if key in self:
            return self.poplist(key)[0]
        elif default is not _absent:
            return default
        raise KeyError(key)

    def poplist(self, key, default=_absent):
        if key in self:
            values = self.getlist(key)
            for node in self._map.pop(key):
                self._items.removenode(node)
            return values
        elif default is not _absent:
            return default
        return []

    def popitem(self, fromall=False, last=True):
        """
        Pop and return a key:value item. If <last> is True, the item is taken
        from the end of the list of all items; otherwise from the start.
        """
        if not self._items:
            raise KeyError('popitem(): %s is empty' % self.__class__.__name__)
        node = next(reversed(self._items) if last else iter(self._items))
        key = node.key
        if fromall:
            self._items.removenode(node)
            self._map[key].remove(node)
            if not self._map[key]:
                del self._map[key]
            return key, node.value
        return key, self.pop(key)

    def allitems(self, key=_absent):
        if key is not _absent:
            return [(key, node.value) for node in self._map.get(key, [])]
        return [(node.key, node.value) for node in self._items]

    def items(self):
        return [(key, self._map[key][0].value) for key in self.keys()]

    def keys(self):
        seen = set()
        keys = []
        for node in self._items:
            if node.key not in seen:
                seen.add(node.key)
                keys.append(node.key)
        return keys

    def values(self):
        return [value for key, value in self.items()]

    def allvalues(self, key=_absent):
        return [value for _, value in self.allitems(key)]

    def __eq__(self, other):
        if isinstance(other, omdict):
            return self.allitems() == other.allitems()
        if hasattr(other, 'items'):
            return dict(self.items()) == dict(other.items())
        return False

    def __ne__(self, other):
        return not self.__eq__(other)

    def __len__(self):
        return len(self._map)

    def __iter__(self):
        for key in self.keys():
            yield key

    def __contains__(self, key):
        return key in self._map

    def __getitem__(self, key):
        if key in self:
            return self.get(key)
        raise KeyError(key)

    def __setitem__(self, key, value):
        self.setlist(key, [value])

    def __delitem__(self, key):
        self.pop(key)

    def __repr__(self):
        return '%s(%s)' % (self.__class__.__name__, self.allitems())
