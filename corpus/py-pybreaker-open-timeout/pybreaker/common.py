"""States, errors, listeners and the storage of a circuit breaker."""

STATE_OPEN = "open"
STATE_CLOSED = "closed"
STATE_HALF_OPEN = "half-open"


class CircuitBreakerError(Exception):
    """Raised when a call is refused or fails because the circuit is open."""


class CircuitBreakerStorage:
    """Defines the underlying storage for a circuit breaker; subclasses
    implement the methods this class defines."""

    def __init__(self, name):
        self._name = name

    @property
    def name(self):
        """Returns a human friendly name that identifies this storage."""
        return self._name


class CircuitMemoryStorage(CircuitBreakerStorage):
    """Implements a `CircuitBreakerStorage` in local memory."""

    def __init__(self, state):
        super().__init__("memory")
        self._fail_counter = 0
        self._opened_at = None
        self._state = state

    @property
    def state(self):
        """Returns the current circuit breaker state."""
        return self._state

    @state.setter
    def state(self, state):
        self._state = state

    def increment_counter(self):
        """Increases the failure counter by one."""
        self._fail_counter += 1

    def reset_counter(self):
        """Sets the failure counter to zero."""
        self._fail_counter = 0

    @property
    def counter(self):
        """Returns the current value of the failure counter."""
        return self._fail_counter

    @property
    def opened_at(self):
        """Returns the most recent value of when the circuit was opened."""
        return self._opened_at

    @opened_at.setter
    def opened_at(self, datetime):
        self._opened_at = datetime


class CircuitBreakerListener:
    """Listener class used to plug code to a ``CircuitBreaker`` instance when
    certain events happen."""

    def failure(self, cb, exc):
        """Called when a function invocation raises a system error."""

    def success(self, cb):
        """Called when a function invocation succeeds."""

    def state_change(self, cb, old_state, new_state):
        """Called when the state of the circuit breaker changes."""
