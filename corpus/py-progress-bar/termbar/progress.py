"""Download progress: bar, percentage, amount and ETA on one line."""
import time

from .bar import percent, render_bar
from .util import format_bytes, format_duration


class Progress:
    def __init__(self, total, width=20, clock=time.monotonic):
        self.total = total
        self.done = 0
        self.width = width
        self.clock = clock
        self.started = clock()

    def update(self, n):
        self.done += n
        return self

    @property
    def fraction(self):
        return self.done / self.total if self.total else 0.0

    def eta(self):
        elapsed = self.clock() - self.started
        if self.done <= 0 or elapsed <= 0:
            return None
        remaining = max(self.total - self.done, 0)
        return remaining * elapsed / self.done

    def render(self):
        eta = self.eta()
        parts = [render_bar(self.fraction, self.width), percent(self.fraction),
                 f"{format_bytes(self.done)}/{format_bytes(self.total)}"]
        if eta is not None:
            parts.append(f"ETA {format_duration(eta)}")
        return " ".join(parts)
