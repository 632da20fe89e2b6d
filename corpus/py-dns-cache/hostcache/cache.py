"""A size-bounded cache whose entries expire after a time to live."""

from collections import OrderedDict
import time


class TTLCache:
    def __init__(self, maxsize=256, clock=time.monotonic):
        self.maxsize = maxsize
        self._clock = clock
        self._entries = OrderedDict()

    def __len__(self):
        return len(self._entries)

    def set(self, key, value, ttl):
        self._entries[key] = (value, self._clock() + ttl)
        self._entries.move_to_end(key)
        while len(self._entries) > self.maxsize:
            self._entries.popitem(last=False)

    def get(self, key, default=None):
        """The live value for `key` (and marks it recently used), or `default`."""
        entry = self._entries.get(key)
        if entry is None:
            return default
        value, expires = entry
        if expires <= self._clock():
            del self._entries[key]
            return default
        self._entries.move_to_end(key)

    def purge(self):
        now = self._clock()
        for key in [k for k, (_, exp) in self._entries.items() if exp <= now]:
            del self._entries[key]
