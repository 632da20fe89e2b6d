"""Scheduler settings and the per-task retry policy built from them."""

import collections

RetryPolicy = collections.namedtuple("RetryPolicy", "retry_count disable_hard_timeout disable_window")

_POLICY_KEYS = set(RetryPolicy._fields)


class SchedulerConfig:
    def __init__(self, retry_delay=900.0, retry_count=999999999,
                 disable_hard_timeout=999999999, disable_window=3600):
        self.retry_delay = retry_delay
        self.retry_count = retry_count
        self.disable_hard_timeout = disable_hard_timeout
        self.disable_window = disable_window

    def retry_policy(self, overrides=None):
        """The scheduler-wide policy with a task's own settings applied over it."""
        overrides = dict(overrides or {})
        unknown = set(overrides) - _POLICY_KEYS
        if unknown:
            raise TypeError(f"unknown retry policy settings: {sorted(unknown)}")
        retry_count = overrides.get("retry_count", self.retry_count)
        disable_hard_timeout = overrides.get("disable_hard_timeout", self.disable_hard_timeout)
        disable_window = overrides.get("disable_window", self.disable_window)
        return RetryPolicy(retry_count, disable_window, disable_hard_timeout)
