"""The choice sequence that strategies draw from."""

import random


class StopTest(Exception):
    """Raised when a test case runs out of budget."""


class ConjectureData:
    def __init__(self, seed=0, max_draws=10_000):
        self._random = random.Random(seed)
        self.max_draws = max_draws
        self.draws = 0
        self.choices = []

    def _record(self, value):
        self.draws += 1
        if self.draws > self.max_draws:
            raise StopTest(f"more than {self.max_draws} draws")
        self.choices.append(value)
        return value

    def draw_integer(self, min_value, max_value):
        """A uniformly chosen integer with min_value <= n <= max_value."""
        if min_value > max_value:
            raise ValueError(f"min_value={min_value} > max_value={max_value}")
        return self._record(min_value + self._random.randrange(max_value - min_value))

    def draw_boolean(self, p=0.5):
        return self._record(self._random.random() < p)

    def draw(self, strategy):
        return strategy.do_draw(self)
