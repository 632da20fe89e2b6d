"""The cached client used by the dashboard."""

from .keys import cache_key
from .store import TTLCache

DEFAULT_TTL = 60.0


class CachedClient:
    def __init__(self, fetch, ttl=DEFAULT_TTL, clock=None):
        self.fetch = fetch      # callable(endpoint, params) -> decoded JSON
        self.cache = TTLCache(ttl, clock) if clock else TTLCache(ttl)
        self.hits = self.misses = 0

    def get(self, endpoint, **params):
        key = cache_key(endpoint, params)
        value = self.cache.get(key)
        if value is not None:
            self.hits += 1
            return value
        self.misses += 1
        value = self.fetch(endpoint, params)
        self.cache.put(key, value)
        return value
