"""Decide whether a response is retried and how long to wait first."""

from .delay import capped, create_exponential_delay_function

RETRYABLE_STATUS = frozenset({429, 500, 502, 503, 504})
THROTTLING_CODES = frozenset({"Throttling", "ThrottlingException", "RequestLimitExceeded"})


class RetryHandler:
    def __init__(self, max_attempts=5, base=0.05, growth_factor=2, max_delay=20.0):
        self.max_attempts = max_attempts
        self._delay = capped(create_exponential_delay_function(base, growth_factor), max_delay)

    def is_retryable(self, response):
        status = response.get("status")
        code = response.get("error_code")
        return status in RETRYABLE_STATUS or code in THROTTLING_CODES

    def __call__(self, response, attempts):
        """Seconds to sleep before the next attempt, or None to give up."""
        if attempts >= self.max_attempts or not self.is_retryable(response):
            return None
        return self._delay(attempts)

    def schedule(self, response):
        """All the sleeps a persistently failing request would go through."""
        sleeps, attempt = [], 1
        while (sleep := self(response, attempt)) is not None:
            sleeps.append(sleep)
            attempt += 1
        return sleeps
