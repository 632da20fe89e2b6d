"""Rate limiting strategies."""

from collections import namedtuple

WindowStats = namedtuple("WindowStats", "reset_time remaining")


class FixedWindowRateLimiter:
    def __init__(self, storage):
        self.storage = storage

    def hit(self, item, *identifiers, cost=1):
        """Consume the rate limit; returns False if the limit is exceeded."""
        return (self.storage.incr(item.key_for(*identifiers), item.get_expiry(),
                                  elastic_expiry=False, amount=cost)
                <= item.amount)

    def get_window_stats(self, item, *identifiers):
        """Query the reset time and remaining amount for the limit."""
        remaining = max(0, item.amount - self.storage.get(item.key_for(*identifiers)))
        reset = self.storage.get_expiry(item.key_for(*identifiers))
        return WindowStats(reset, remaining)


class FixedWindowElasticExpiryRateLimiter(FixedWindowRateLimiter):
    def hit(self, item, *identifiers, cost=1):
        return (self.storage.incr(item.key_for(*identifiers), item.get_expiry(),
                                  elastic_expiry=True, amount=cost)
                <= item.amount)
