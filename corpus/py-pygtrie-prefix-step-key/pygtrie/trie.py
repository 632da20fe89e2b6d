from ._node import _EMPTY, _Node


class ShortKeyError(KeyError):
    """Raised when given key is a prefix of an existing longer key
    but does not have a value associated with itself."""


class Trie(object):
    """A trie with an API similar to a dictionary."""

    def __init__(self, *args, **kwargs):
        self._root = _Node()
        self._iteritems = lambda d: iter(sorted(d.items()))
        self.update(*args, **kwargs)

    def update(self, *args, **kwargs):
        for key, value in dict(*args, **kwargs).items():
            self[key] = value

    def _get_node(self, key):
        """Returns node for given key, or raises KeyError if there is none."""
        node = self._root
        for step in self._path_from_key(key):
            node = node.children.get(step)
            if node is None:
                raise KeyError(key)
        return node

    def __getitem__(self, key):
        node = self._get_node(key)
        if node.value is _EMPTY:
            raise ShortKeyError(key)
        return node.value

    def __setitem__(self, key, value):
        node = self._root
        for step in self._path_from_key(key):
            node = node.children.setdefault(step, _Node())
        node.value = value

    def has_key(self, key):
        try:
            return self._get_node(key).value is not _EMPTY
        except KeyError:
            return False

    def has_subtrie(self, key):
        try:
            return bool(self._get_node(key).children)
        except KeyError:
            return False

    def iteritems(self, prefix=_EMPTY, shallow=False):
        """Yields all nodes with associated values with given prefix."""
        node = self._root if prefix is _EMPTY else self._get_node(prefix)
        path = [] if prefix is _EMPTY else list(self._path_from_key(prefix))
        for path, value in node.iterate(path, shallow, self._iteritems):
            yield (self._key_from_path(path), value)

    def items(self, prefix=_EMPTY, shallow=False):
        return list(self.iteritems(prefix=prefix, shallow=shallow))

    def keys(self, prefix=_EMPTY, shallow=False):
        return [key for key, _ in self.iteritems(prefix=prefix, shallow=shallow)]

    def prefixes(self, key):
        """Walks towards the node specified by key and yields all found items."""
        node = self._root
        path = self._path_from_key(key)
        pos = 0
        while True:
            if node.value is not _EMPTY:
                yield _Step(self, path, pos, node)
            if pos == len(path):
                break
            node = node.children.get(path[pos])
            if not node:
                break
            pos += 1

    def shortest_prefix(self, key):
        """Finds the shortest prefix of a key with a value."""
        return next(self.prefixes(key), _NONE_STEP)

    def longest_prefix(self, key):
        """Finds the longest prefix of a key with a value."""
        ret = _NONE_STEP
        for ret in self.prefixes(key):
            pass
        return ret

    def _path_from_key(self, key):
        return key

    def _key_from_path(self, path):
        return tuple(path)


class CharTrie(Trie):
    """A variant of a Trie which accepts strings as keys."""

    def _key_from_path(self, path):
        return ''.join(path)


class StringTrie(Trie):
    """A Trie where keys are strings whose components are separated by
    a separator, '/' by default."""

    def __init__(self, *args, **kwargs):
        self._separator = kwargs.pop('separator', '/')
        super(StringTrie, self).__init__(*args, **kwargs)

    def _path_from_key(self, key):
        return key.split(self._separator) if key else ()

    def _key_from_path(self, path):
        return self._separator.join(path)


class _Step(object):
    """Represents a node during a traversal of a Trie."""
    __slots__ = ('_trie', '_path', '_pos', '_node')

    def __init__(self, trie, path, pos, node):
        self._trie, self._path, self._pos, self._node = trie, path, pos, node

    def __iter__(self):
        return iter((self.key, self.value))

    def __getitem__(self, index):
        return (self.key, self.value)[index]

    @property
    def key(self):
        return self._trie._key_from_path(self._path[:self._pos + 1])

    @property
    def value(self):
        return self._node.value


class _NoneStep(_Step):
    """Representation of a non-existent step towards non-existent node."""
    __slots__ = ()

    def __bool__(self):
        return False

    key = value = None


_NONE_STEP = _NoneStep(None, None, None, None)
