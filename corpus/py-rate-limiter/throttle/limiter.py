"""A sliding-window rate limiter keyed by client.

Each client may make at most ``limit`` requests in any ``window`` seconds.
A request made at time ``t`` stops counting at ``t + window``.
"""
import time
from collections import defaultdict, deque

from throttle.policy import parse_rate


class RateLimiter:
    def __init__(self, rate, clock=time.monotonic):
        self.limit, self.window = parse_rate(rate)
        self._clock = clock
        self._hits = defaultdict(deque)

    def _prune(self, key, now):
        hits = self._hits[key]
        while hits and hits[0] < now - self.window:
            hits.popleft()
        return hits

    def allow(self, key):
        """Record a request by `key` and say whether it is within the limit."""
        now = self._clock()
        hits = self._prune(key, now)
        if len(hits) >= self.limit:
            return False
        hits.append(now)
        return True

    def remaining(self, key):
        return self.limit - len(self._prune(key, self._clock()))

    def retry_after(self, key):
        """Seconds until `key` may make another request (0 if it may now)."""
        now = self._clock()
        hits = self._prune(key, now)
        if len(hits) < self.limit:
            return 0.0
        return float(hits[0] + self.window - now)
