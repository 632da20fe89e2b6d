import unittest

from tenacity import RetryError, Retrying, retry, stop_after_attempt, stop_after_delay


class NoIOErrorAfterCount:
    """Raises IOError until the call count reaches `count`."""

    def __init__(self, count):
        self.counter = 0
        self.count = count

    def go(self):
        if self.counter < self.count:
            self.counter += 1
            raise IOError("Hi there, I'm an IOError")
        return True


class FakeClock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now

    def sleep(self, seconds):
        self.now += seconds


class TestStopConditions(unittest.TestCase):
    def test_succeeds_before_limit(self):
        thing = NoIOErrorAfterCount(2)
        r = Retrying(stop=stop_after_attempt(5), sleep=lambda s: None)
        self.assertTrue(r(thing.go))
        self.assertEqual(thing.counter, 2)

    def test_stop_after_attempt_number_of_calls(self):
        thing = NoIOErrorAfterCount(10)
        r = Retrying(stop=stop_after_attempt(3), sleep=lambda s: None)
        with self.assertRaises(RetryError):
            r(thing.go)
        self.assertEqual(thing.counter, 3)

    def test_reraise_last_exception(self):
        calls = []

        @retry(stop=stop_after_attempt(2), sleep=lambda s: None, reraise=True)
        def always_fails():
            calls.append(1)
            raise ValueError("nope")

        with self.assertRaises(ValueError):
            always_fails()
        self.assertEqual(len(calls), 2)

    def test_stop_after_delay(self):
        clock = FakeClock()
        thing = NoIOErrorAfterCount(100)
        r = Retrying(stop=stop_after_delay(5), sleep=clock.sleep, wait=1, clock=clock)
        with self.assertRaises(RetryError):
            r(thing.go)
        self.assertEqual(thing.counter, 6)

    def test_stop_or(self):
        clock = FakeClock()
        thing = NoIOErrorAfterCount(100)
        stop = stop_after_delay(10) | stop_after_attempt(4)
        r = Retrying(stop=stop, sleep=clock.sleep, wait=1, clock=clock)
        with self.assertRaises(RetryError):
            r(thing.go)
        self.assertEqual(thing.counter, 4)

    def test_not_retried_exception_propagates(self):
        def boom():
            raise KeyError("x")

        r = Retrying(stop=stop_after_attempt(3), retry_on=(IOError,), sleep=lambda s: None)
        with self.assertRaises(KeyError):
            r(boom)


if __name__ == "__main__":
    unittest.main()
