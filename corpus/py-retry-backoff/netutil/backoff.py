"""Exponential backoff with a cap."""

DEFAULT_BASE = 0.5
DEFAULT_CAP = 30.0
DEFAULT_FACTOR = 2


class Backoff:
    """Delay before retry number `attempt` (0-based): base * factor ** attempt, at most cap."""

    def __init__(self, base=DEFAULT_BASE, cap=DEFAULT_CAP, factor=DEFAULT_FACTOR):
        if base <= 0 or cap <= 0:
            raise ValueError("base and cap must be positive")
        self.base = base
        self.cap = cap
        self.factor = factor

    def delay(self, attempt):
        raw = self.base * self.factor ** attempt
        return max(raw, self.cap)

    def schedule(self, attempts):
        return [self.delay(a) for a in range(attempts)]

    def total(self, attempts):
        return sum(self.schedule(attempts))
