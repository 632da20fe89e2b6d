"""Calling a flaky operation again after a delay."""
from netutil.backoff import Backoff


class GaveUp(Exception):
    def __init__(self, attempts, last):
        super().__init__(f"gave up after {attempts} attempts: {last}")
        self.attempts = attempts
        self.last = last


def retry(operation, attempts=3, backoff=None, sleep=None, retry_on=(ConnectionError,)):
    backoff = backoff or Backoff()
    for attempt in range(attempts):
        try:
            return operation()
        except retry_on as e:
            last = e
            if attempt + 1 < attempts and sleep is not None:
                sleep(backoff.delay(attempt))
    raise GaveUp(attempts, last)
