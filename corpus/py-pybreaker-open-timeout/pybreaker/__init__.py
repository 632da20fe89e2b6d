"""Threadsafe pure-Python implementation of the Circuit Breaker pattern,
described by Michael T. Nygard in his book 'Release It!'."""
import threading
from datetime import datetime, timezone
from functools import wraps

from pybreaker.state import (CircuitClosedState, CircuitHalfOpenState,
                             CircuitOpenState)
from pybreaker.common import (STATE_CLOSED, STATE_HALF_OPEN, STATE_OPEN,
                              CircuitBreakerError, CircuitBreakerListener,
                              CircuitMemoryStorage)

__all__ = ("CircuitBreaker", "CircuitBreakerListener", "CircuitBreakerError",
           "CircuitMemoryStorage", "STATE_OPEN", "STATE_CLOSED", "STATE_HALF_OPEN")

_STATE_MAP = {STATE_CLOSED: CircuitClosedState, STATE_OPEN: CircuitOpenState,
              STATE_HALF_OPEN: CircuitHalfOpenState}


class CircuitBreaker:
    """More abstractly, circuit breakers exists to allow one subsystem to fail
    without destroying the entire system."""

    def __init__(self, fail_max=5, reset_timeout=60, exclude=None, listeners=None,
                 state_storage=None, name=None, throw_new_error_on_trip=True):
        self._lock = threading.RLock()
        self._state_storage = state_storage or CircuitMemoryStorage(STATE_CLOSED)
        self._state = _STATE_MAP[self._state_storage.state](self)
        self.fail_max = fail_max
        self.reset_timeout = reset_timeout
        self._excluded_exceptions = list(exclude or [])
        self.listeners = list(listeners or [])
        self.name = name
        self._throw_new_error_on_trip = throw_new_error_on_trip

    @property
    def fail_counter(self):
        """Returns the current number of consecutive failures."""
        return self._state_storage.counter

    @property
    def current_state(self):
        """Returns a string that identifies the state of the circuit breaker."""
        return self._state_storage.state

    def _set_state(self, name):
        with self._lock:
            self._state_storage.state = name
            self._state = _STATE_MAP[name](self, prev_state=self._state, notify=True)

    def is_system_error(self, exception):
        """Returns whether `exception` signals a system malfunction (business
        exceptions listed in `exclude` do not open the circuit)."""
        for exclusion in self._excluded_exceptions:
            if isinstance(exclusion, type) and isinstance(exception, exclusion):
                return False
            if not isinstance(exclusion, type) and callable(exclusion) and exclusion(exception):
                return False
        return True

    def _inc_counter(self):
        self._state_storage.increment_counter()

    def call(self, func, *args, **kwargs):
        """Calls `func` according to the rules of the current state."""
        with self._lock:
            return self._state.call(func, *args, **kwargs)

    def open(self):
        """Opens the circuit: calls will immediately fail until timeout elapses."""
        with self._lock:
            self._state_storage.opened_at = datetime.now(timezone.utc)
            self._set_state(STATE_OPEN)

    def half_open(self):
        """Half-opens the circuit: the next call decides whether it closes again."""
        self._set_state(STATE_HALF_OPEN)

    def close(self):
        """Closes the circuit, e.g. lets the following calls execute as usual."""
        self._set_state(STATE_CLOSED)

    def __call__(self, func):
        """Returns a wrapper that calls `func` through this circuit breaker."""
        @wraps(func)
        def _wrapper(*args, **kwargs):
            return self.call(func, *args, **kwargs)
        return _wrapper

