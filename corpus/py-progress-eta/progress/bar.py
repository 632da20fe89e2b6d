"""A progress bar object that keeps count and renders the meter."""

import time

from .meter import format_meter


class Bar:
    def __init__(self, total=None, desc="", unit="it", unit_scale=False, clock=time.monotonic):
        self.total = total
        self.desc = desc
        self.unit = unit
        self.unit_scale = unit_scale
        self.clock = clock
        self.n = 0
        self.start_t = clock()

    def update(self, n=1):
        if n < 0:
            raise ValueError("n must be non-negative")
        self.n += n
        return self

    def __str__(self):
        elapsed = self.clock() - self.start_t
        return format_meter(self.n, self.total, elapsed, self.desc, self.unit, self.unit_scale)
