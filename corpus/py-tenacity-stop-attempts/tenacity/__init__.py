"""A reduced tenacity: retry a callable until it succeeds or a stop strategy says give up."""

import time

from .stop import stop_after_attempt, stop_after_delay, stop_never  # noqa: F401


class RetryError(Exception):
    """Encapsulates the last attempt instance right before giving up."""

    def __init__(self, last_attempt):
        self.last_attempt = last_attempt
        super().__init__(last_attempt)

    def reraise(self):
        raise self.last_attempt


class RetryCallState:
    """State related to a single call wrapped with Retrying."""

    def __init__(self, fn, clock):
        self.fn = fn
        self.clock = clock
        self.start_time = clock()
        self.attempt_number = 1
        self.outcome = None

    @property
    def seconds_since_start(self):
        return self.clock() - self.start_time


class Retrying:
    def __init__(self, stop=stop_never, retry_on=(Exception,), sleep=time.sleep,
                 wait=0, reraise=False, clock=time.monotonic):
        self.stop = stop
        self.retry_on = retry_on
        self.sleep = sleep
        self.wait = wait
        self.reraise = reraise
        self.clock = clock

    def __call__(self, fn, *args, **kwargs):
        retry_state = RetryCallState(fn, self.clock)
        while True:
            try:
                return fn(*args, **kwargs)
            except self.retry_on as exc:
                retry_state.outcome = exc
            if self.stop(retry_state):
                if self.reraise:
                    raise retry_state.outcome
                raise RetryError(retry_state.outcome)
            self.sleep(self.wait)
            retry_state.attempt_number += 1


def retry(**kwargs):
    """Decorator form: @retry(stop=stop_after_attempt(3))."""

    def wrap(fn):
        def wrapped_f(*args, **kw):
            return Retrying(**kwargs)(fn, *args, **kw)

        wrapped_f.retry = Retrying(**kwargs)
        return wrapped_f

    return wrap
