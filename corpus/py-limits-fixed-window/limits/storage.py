import time
from collections import Counter


class MemoryStorage:
    """In memory storage for the fixed and elastic window strategies."""

    def __init__(self):
        self.storage = Counter()
        self.expirations = {}

    def incr(self, key, expiry, elastic_expiry=False, amount=1):
        self.get(key)
        self.storage[key] += amount
        if elastic_expiry and self.storage[key] == amount:
            self.expirations[key] = time.time() + expiry
        return self.storage.get(key, 0)

    def get(self, key):
        if self.expirations.get(key, 0) <= time.time():
            self.storage.pop(key, None)
            self.expirations.pop(key, None)
        return self.storage.get(key, 0)

    def get_expiry(self, key):
        return int(self.expirations.get(key, time.time()))
