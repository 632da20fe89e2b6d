"""Task states: failed tasks are retried after a delay, or disabled after too many failures."""

import collections

from .config import SchedulerConfig

PENDING, RUNNING, DONE, FAILED, DISABLED = "PENDING", "RUNNING", "DONE", "FAILED", "DISABLED"


class Failures:
    """Failure times within a sliding window."""

    def __init__(self, window):
        self.window = window
        self.times = collections.deque()
        self.first_failure_time = None

    def add_failure(self, now):
        if self.first_failure_time is None:
            self.first_failure_time = now
        self.times.append(now)

    def num_failures(self, now):
        while self.times and self.times[0] < now - self.window:
            self.times.popleft()
        return len(self.times)


class Task:
    def __init__(self, task_id, retry_policy):
        self.id = task_id
        self.status = PENDING
        self.retry_policy = retry_policy
        self.failures = Failures(retry_policy.disable_window)
        self.time_failed = None

    def has_excessive_failures(self, now):
        first = self.failures.first_failure_time
        if first is not None and now >= first + self.retry_policy.disable_hard_timeout:
            return True
        return self.failures.num_failures(now) >= self.retry_policy.retry_count


class Scheduler:
    def __init__(self, config=None):
        self.config = config or SchedulerConfig()
        self.tasks = {}

    def add_task(self, task_id, **retry_settings):
        if task_id not in self.tasks:
            self.tasks[task_id] = Task(task_id, self.config.retry_policy(retry_settings))
        return self.tasks[task_id]

    def fail(self, task_id, now):
        task = self.tasks[task_id]
        task.failures.add_failure(now)
        task.time_failed = now
        task.status = DISABLED if task.has_excessive_failures(now) else FAILED

    def retry_due(self, now):
        """Move failed tasks whose retry delay is over back to PENDING."""
        due = [t for t in self.tasks.values()
               if t.status == FAILED and now >= t.time_failed + self.config.retry_delay]
        for task in due:
            task.status = PENDING
        return sorted(t.id for t in due)
