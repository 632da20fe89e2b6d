"""Runs jobs, retrying transient failures with backoff."""

import time

from .backoff import delay
from .job import GaveUp


class Worker:
    def __init__(self, sleep=time.sleep, base_delay=0.5):
        self.sleep = sleep
        self.base_delay = base_delay

    def run(self, job):
        """The job's result; retries up to `job.max_attempts` attempts in all, then raises GaveUp."""
        error = None
        for attempt in range(1, job.max_attempts):
            try:
                result = job.func(*job.args)
            except job.retry_on as e:
                error = e
                job.history.append(("failed", attempt, repr(e)))
                if attempt < job.max_attempts:
                    self.sleep(delay(attempt, base=self.base_delay))
                continue
            job.history.append(("ok", attempt, None))
            return result
        raise GaveUp(job, error)
