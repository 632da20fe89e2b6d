"""A small TTL cache with an injectable clock."""

import time


class TTLCache:
    def __init__(self, ttl, clock=time.monotonic, max_entries=1024):
        self.ttl = ttl
        self.clock = clock
        self.max_entries = max_entries
        self._data = {}

    def get(self, key):
        entry = self._data.get(key)
        if entry is None:
            return None
        expires, value = entry
        if self.clock() >= expires:
            del self._data[key]
            return None
        return value

    def put(self, key, value):
        if len(self._data) >= self.max_entries:
            oldest = min(self._data, key=lambda k: self._data[k][0])
            del self._data[oldest]
        self._data[key] = (self.clock() + self.ttl, value)

    def __len__(self):
        return len(self._data)
