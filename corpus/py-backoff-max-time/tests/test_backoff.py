# coding:utf-8
import unittest
from unittest import mock

import backoff


class _Flaky:
    """Fails with ``exc`` for the first ``failures`` calls, then returns ``value``."""

    def __init__(self, failures, exc=ValueError, value='ok'):
        self.failures = failures
        self.exc = exc
        self.value = value
        self.calls = 0
        self.__name__ = 'flaky'

    def __call__(self, *args, **kwargs):
        self.calls += 1
        if self.calls <= self.failures:
            raise self.exc('failure %d' % self.calls)
        return self.value


@mock.patch('time.sleep')
class TestOnException(unittest.TestCase):
    def test_retries_until_success(self, sleep):
        flaky = _Flaky(3)
        decorated = backoff.on_exception(backoff.expo, ValueError, jitter=None)(flaky)
        self.assertEqual(decorated(), 'ok')
        self.assertEqual(flaky.calls, 4)
        self.assertEqual([c.args[0] for c in sleep.call_args_list], [1, 2, 4])

    def test_max_tries_gives_up(self, sleep):
        giveups = []
        flaky = _Flaky(10, exc=KeyError)
        decorated = backoff.on_exception(backoff.constant, KeyError, max_tries=3, jitter=None,
                                         on_giveup=giveups.append)(flaky)
        with self.assertRaises(KeyError):
            decorated()
        self.assertEqual(flaky.calls, 3)
        self.assertEqual(giveups[0]['tries'], 3)

    def test_unhandled_exception_propagates(self, sleep):
        decorated = backoff.on_exception(backoff.expo, ValueError)(_Flaky(1, exc=TypeError))
        with self.assertRaises(TypeError):
            decorated()
        sleep.assert_not_called()

    def test_max_time_with_short_interval(self, sleep):
        waits = []
        decorated = backoff.on_exception(backoff.constant, ValueError, interval=2, max_time=60,
                                         jitter=None, on_backoff=lambda d: waits.append(d['wait']))
        self.assertEqual(decorated(_Flaky(2))(), 'ok')
        self.assertEqual(waits, [2, 2])

    def test_handlers_iterable(self, sleep):
        first, second = [], []
        decorated = backoff.on_exception(
            backoff.expo, ValueError, jitter=None,
            on_backoff=[lambda d: first.append(d['tries']), lambda d: second.append(d['wait'])])
        decorated(_Flaky(3))()
        self.assertEqual(first, [1, 2, 3])
        self.assertEqual(second, [1, 2, 4])


@mock.patch('time.sleep')
class TestOnPredicate(unittest.TestCase):
    def test_retries_falsey_result(self, sleep):
        results = iter([None, [], 'done'])
        decorated = backoff.on_predicate(backoff.constant, interval=0.5, jitter=None)(
            lambda: next(results))
        self.assertEqual(decorated(), 'done')
        self.assertEqual(sleep.call_count, 2)

    def test_max_time_caps_long_wait(self, sleep):
        decorated = backoff.on_predicate(backoff.constant, interval=100, max_time=1, max_tries=2,
                                         jitter=None)(lambda: False)
        self.assertIs(decorated(), False)
        self.assertLessEqual(sleep.call_args.args[0], 1)


class TestWaitGenerators(unittest.TestCase):
    def test_expo_max_value(self):
        gen = backoff.expo(factor=3, max_value=20)
        gen.send(None)
        self.assertEqual([next(gen) for _ in range(5)], [3, 6, 12, 20, 20])

    def test_full_jitter_range(self):
        for _ in range(100):
            self.assertTrue(0 <= backoff.full_jitter(2) <= 2)
