"""The batch buffer: collects encoded points and hands batches to a sender."""

from .config import FLUSH_INTERVAL, MAX_BATCH, MAX_PENDING
from .encoding import encode_batch, encode_point


class BatchBuffer:
    def __init__(self, send, clock, max_batch=MAX_BATCH, interval=FLUSH_INTERVAL):
        self.send = send            # callable(payload: str) -> None, may raise OSError
        self.clock = clock          # callable() -> seconds
        self.max_batch = max_batch
        self.interval = interval
        self.pending = []
        self.dropped = 0
        self.last_flush = clock()

    def add(self, name, value, tags=None):
        self.pending.append(encode_point(name, value, tags, self.clock()))
        if len(self.pending) > MAX_PENDING:
            overflow = len(self.pending) - MAX_PENDING
            del self.pending[:overflow]
            self.dropped += overflow

    def due(self):
        """Is a flush due, either because a batch is full or because the interval passed?"""
        if self.pending >= self.max_batch:
            return True
        return bool(self.pending) and self.clock() - self.last_flush >= self.interval

    def flush(self):
        """Send everything pending, one batch per request. Returns the number of points sent."""
        sent = 0
        while self.pending:
            batch = self.pending[:self.max_batch]
            try:
                self.send(encode_batch(batch))
            except OSError:
                break
            del self.pending[:len(batch)]
            sent += len(batch)
        self.last_flush = self.clock()
        return sent

    def flush_if_due(self):
        return self.flush() if self.due() else 0
