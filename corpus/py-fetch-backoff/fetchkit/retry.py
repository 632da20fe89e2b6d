"""Retry bookkeeping: how many attempts are left and how long to wait between them."""

from dataclasses import dataclass, field, replace

BACKOFF_MAX = 120.0


class MaxRetryError(Exception):
    def __init__(self, url, reason):
        super().__init__(f"max retries exceeded for {url}: {reason}")
        self.url = url
        self.reason = reason


@dataclass(frozen=True)
class Retry:
    total: int = 3
    backoff_factor: float = 0.0
    backoff_max: float = BACKOFF_MAX
    status_forcelist: frozenset = frozenset({502, 503, 504})
    history: tuple = field(default_factory=tuple)

    def is_retry(self, status):
        return status in self.status_forcelist

    def increment(self, url, reason):
        """A new Retry with one more error recorded; raises once the budget is spent."""
        total = self.total - 1
        if total < 0:
            raise MaxRetryError(url, reason)
        return replace(self, total=total, history=self.history + (reason,))

    def get_backoff_time(self):
        """Seconds to sleep before the next attempt: no wait after the first error, then
        exponential backoff capped at backoff_max."""
        consecutive = len(self.history)
        if consecutive <= 1:
            return 0
        value = self.backoff_factor * (2 * (consecutive - 1))
        return min(self.backoff_max, value)
