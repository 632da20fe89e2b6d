"""Data structures used for HTTP messages."""

from collections.abc import MutableMapping


class CaseInsensitiveDict(MutableMapping):
    """A dict whose keys are matched case-insensitively but keep the case they were set with.

    >>> d = CaseInsensitiveDict({"Content-Type": "text/html"})
    >>> d["content-type"]
    'text/html'
    """

    def __init__(self, data=None, **kwargs):
        self._store = {}
        self.update(data or {}, **kwargs)

    def __setitem__(self, key, value):
        self._store[key.lower()] = (key, value)

    def __getitem__(self, key):
        return self._store[key.lower()][1]

    def __delitem__(self, key):
        del self._store[key.lower()]

    def __contains__(self, key):
        return key in self._store

    def __iter__(self):
        return (original for original, _ in self._store.values())

    def __len__(self):
        return len(self._store)

    def lower_items(self):
        return ((lowered, pair[1]) for lowered, pair in self._store.items())

    def copy(self):
        return CaseInsensitiveDict(self._store.values())

    def __repr__(self):
        return repr(dict(self.items()))
