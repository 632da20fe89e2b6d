"""The closed, open and half-open states of a circuit breaker."""
import sys
from datetime import datetime, timedelta, timezone

from pybreaker.common import (STATE_CLOSED, STATE_HALF_OPEN, STATE_OPEN,
                              CircuitBreakerError)


class CircuitBreakerState:
    """Implements the behavior needed by all circuit breaker states."""

    def __init__(self, cb, prev_state=None, notify=False):
        self._breaker = cb
        if notify:
            for listener in self._breaker.listeners:
                listener.state_change(self._breaker, prev_state, self)

    def _handle_error(self, exc):
        if self._breaker.is_system_error(exc):
            self._breaker._inc_counter()
            for listener in self._breaker.listeners:
                listener.failure(self._breaker, exc)
            self.on_failure(exc)
        else:
            self._handle_success()
        raise exc

    def _handle_success(self):
        self._breaker._state_storage.reset_counter()
        self.on_success()
        for listener in self._breaker.listeners:
            listener.success(self._breaker)

    def call(self, func, *args, **kwargs):
        try:
            ret = func(*args, **kwargs)
        except BaseException as e:
            self._handle_error(e)
        else:
            self._handle_success()
        return ret

    def on_success(self):
        """Override this method to be notified when a call succeeds."""

    def _trip(self, message):
        self._breaker.open()
        if self._breaker._throw_new_error_on_trip:
            raise CircuitBreakerError(message).with_traceback(sys.exc_info()[2])


class CircuitClosedState(CircuitBreakerState):
    name = STATE_CLOSED

    def __init__(self, cb, prev_state=None, notify=False):
        super().__init__(cb, prev_state, notify)
        if notify:
            self._breaker._state_storage.reset_counter()

    def on_failure(self, exc):
        if self._breaker._state_storage.counter >= self._breaker.fail_max:
            self._trip("Failures threshold reached, circuit breaker opened")


class CircuitOpenState(CircuitBreakerState):
    name = STATE_OPEN

    def before_call(self, func, *args, **kwargs):
        """Move to "half-open" once the timeout has elapsed, else refuse the call."""
        timeout = timedelta(seconds=self._breaker.reset_timeout)
        opened_at = self._breaker._state_storage.opened_at
        if opened_at and datetime.now(timezone.utc) < opened_at - timeout:
            error_msg = "Timeout not elapsed yet, circuit breaker still open"
            raise CircuitBreakerError(error_msg)
        self._breaker.half_open()
        return self._breaker.call(func, *args, **kwargs)

    def call(self, func, *args, **kwargs):
        return self.before_call(func, *args, **kwargs)


class CircuitHalfOpenState(CircuitBreakerState):
    name = STATE_HALF_OPEN

    def on_failure(self, exc):
        self._trip("Trial call failed, circuit breaker opened")

    def on_success(self):
        self._breaker.close()
