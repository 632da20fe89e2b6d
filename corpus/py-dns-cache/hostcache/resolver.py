"""Resolves host names through a backend, with a cache and static host entries."""

from .cache import TTLCache
from .names import normalize


class NotFound(LookupError):
    pass


class Resolver:
    def __init__(self, backend, ttl=300, static=None, clock=None):
        self.backend = backend
        self.ttl = ttl
        self.static = {normalize(k): list(v) for k, v in (static or {}).items()}
        self.cache = TTLCache(clock=clock) if clock else TTLCache()
        self.queries = 0

    def lookup(self, name):
        name = normalize(name)
        if name in self.static:
            return self.static[name]
        addrs = self.cache.get(name)
        if addrs is None:
            self.queries += 1
            addrs = self.backend(name)
            if not addrs:
                raise NotFound(name)
            self.cache.set(name, addrs, self.ttl)
        return addrs
