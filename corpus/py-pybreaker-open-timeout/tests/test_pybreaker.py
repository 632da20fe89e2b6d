import unittest
from datetime import datetime, timedelta, timezone

from pybreaker import (STATE_CLOSED, STATE_OPEN, CircuitBreaker,
                       CircuitBreakerError, CircuitBreakerListener)


def func_succeed():
    return True


def func_fail():
    raise NotImplementedError()


class RecordingListener(CircuitBreakerListener):
    def __init__(self):
        self.events = []

    def failure(self, cb, exc):
        self.events.append(('failure', type(exc).__name__))

    def success(self, cb):
        self.events.append(('success',))

    def state_change(self, cb, old_state, new_state):
        self.events.append(('state', old_state.name, new_state.name))


class CircuitBreakerTest(unittest.TestCase):
    def setUp(self):
        self.breaker = CircuitBreaker(fail_max=3, reset_timeout=60)

    def trip(self):
        for _ in range(2):
            self.assertRaises(NotImplementedError, self.breaker.call, func_fail)
        self.assertRaises(CircuitBreakerError, self.breaker.call, func_fail)
        self.assertEqual(self.breaker.current_state, STATE_OPEN)

    def pretend_timeout_elapsed(self):
        opened_at = datetime.now(timezone.utc) - timedelta(seconds=61)
        self.breaker._state_storage.opened_at = opened_at

    def test_successful_call(self):
        self.assertTrue(self.breaker.call(func_succeed))
        self.assertEqual(self.breaker.fail_counter, 0)
        self.assertEqual(self.breaker.current_state, STATE_CLOSED)

    def test_one_failed_call(self):
        self.assertRaises(NotImplementedError, self.breaker.call, func_fail)
        self.assertEqual(self.breaker.fail_counter, 1)
        self.assertEqual(self.breaker.current_state, STATE_CLOSED)

    def test_success_resets_counter(self):
        self.assertRaises(NotImplementedError, self.breaker.call, func_fail)
        self.assertTrue(self.breaker.call(func_succeed))
        self.assertEqual(self.breaker.fail_counter, 0)

    def test_trip_after_fail_max(self):
        self.trip()
        self.assertEqual(self.breaker.fail_counter, 3)

    def test_open_circuit_refuses_calls(self):
        self.trip()
        calls = []
        self.assertRaises(CircuitBreakerError, self.breaker.call, lambda: calls.append(1))
        self.assertEqual(calls, [])
        self.assertEqual(self.breaker.current_state, STATE_OPEN)

    def test_half_open_success_closes(self):
        self.trip()
        self.pretend_timeout_elapsed()
        self.assertTrue(self.breaker.call(func_succeed))
        self.assertEqual(self.breaker.current_state, STATE_CLOSED)
        self.assertEqual(self.breaker.fail_counter, 0)

    def test_half_open_failure_reopens(self):
        self.trip()
        self.pretend_timeout_elapsed()
        self.assertRaises(CircuitBreakerError, self.breaker.call, func_fail)
        self.assertEqual(self.breaker.current_state, STATE_OPEN)
        self.assertRaises(CircuitBreakerError, self.breaker.call, func_succeed)

    def test_excluded_exceptions(self):
        breaker = CircuitBreaker(fail_max=2, exclude=[LookupError, lambda e: 'ok' in str(e)])
        self.assertRaises(KeyError, breaker.call, lambda: {}['x'])
        self.assertRaises(ValueError, breaker.call, lambda: int('ok'))
        self.assertEqual(breaker.fail_counter, 0)
        self.assertRaises(NotImplementedError, breaker.call, func_fail)
        self.assertEqual(breaker.fail_counter, 1)

    def test_listener_events(self):
        listener = RecordingListener()
        breaker = CircuitBreaker(fail_max=1, listeners=[listener])
        breaker.call(func_succeed)
        self.assertRaises(CircuitBreakerError, breaker.call, func_fail)
        self.assertEqual(listener.events, [
            ('success',), ('failure', 'NotImplementedError'),
            ('state', STATE_CLOSED, STATE_OPEN)])

    def test_decorator(self):
        @self.breaker
        def add(a, b=1):
            return a + b
        self.assertEqual(add(2, b=3), 5)
        self.assertEqual(add.__name__, 'add')

    def test_no_new_error_on_trip(self):
        breaker = CircuitBreaker(fail_max=1, throw_new_error_on_trip=False)
        self.assertRaises(NotImplementedError, breaker.call, func_fail)
        self.assertEqual(breaker.current_state, STATE_OPEN)


if __name__ == '__main__':
    unittest.main()
