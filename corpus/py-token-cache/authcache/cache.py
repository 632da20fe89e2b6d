"""Caches OAuth client-credentials tokens per (client, scope)."""

import time

from .entry import CachedToken


class TokenCache:
    def __init__(self, fetch, clock=time.monotonic):
        """`fetch(client_id, scope)` returns a dict like {"access_token": ..., "expires_in": 3600}."""
        self._fetch = fetch
        self._clock = clock
        self._tokens = {}
        self.fetches = 0

    def get(self, client_id, scope=""):
        key = (client_id, " ".join(sorted(scope.split())))
        now = self._clock()
        cached = self._tokens.get(key)
        if cached is not None and cached.is_fresh(now):
            return cached.value
        response = self._fetch(client_id, key[1])
        self.fetches += 1
        token = CachedToken(response["access_token"], response.get("expires_in", 3600), now)
        self._tokens[key] = token
        return token.value

    def ttl(self, client_id, scope=""):
        key = (client_id, " ".join(sorted(scope.split())))
        cached = self._tokens.get(key)
        return 0.0 if cached is None else cached.remaining(self._clock())

    def invalidate(self, client_id=None):
        for key in [k for k in self._tokens if client_id in (None, k[0])]:
            del self._tokens[key]
