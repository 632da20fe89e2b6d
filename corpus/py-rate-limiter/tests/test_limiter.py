import unittest

from throttle.limiter import RateLimiter
from throttle.policy import parse_rate


class FakeClock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


class PolicyTest(unittest.TestCase):
    def test_parse_rate(self):
        self.assertEqual(parse_rate("100/min"), (100, 60))
        self.assertEqual(parse_rate("5 / 10s"), (5, 10))

    def test_bad_rate(self):
        for text in ("fast", "10/fortnight", "0/s"):
            with self.assertRaises(ValueError):
                parse_rate(text)


class LimiterTest(unittest.TestCase):
    def setUp(self):
        self.clock = FakeClock()
        self.limiter = RateLimiter("3/10s", clock=self.clock)

    def hit_at(self, *times, key="alice"):
        results = []
        for t in times:
            self.clock.now = t
            results.append(self.limiter.allow(key))
        return results

    def test_allows_up_to_the_limit(self):
        self.assertEqual(self.hit_at(0, 1, 2, 3), [True, True, True, False])
        self.assertEqual(self.limiter.remaining("alice"), 0)

    def test_clients_are_limited_separately(self):
        self.hit_at(0, 0, 0)
        self.assertTrue(self.limiter.allow("bob"))

    def test_retry_after(self):
        self.hit_at(0, 1, 2)
        self.clock.now = 4
        self.assertEqual(self.limiter.retry_after("alice"), 6.0)

    def test_request_stops_counting_after_the_window(self):
        self.hit_at(0, 1, 2)
        self.assertEqual(self.hit_at(10), [True])

    def test_steady_rate_at_the_limit_is_never_refused(self):
        limiter = RateLimiter("2/10s", clock=self.clock)
        allowed = []
        for t in range(0, 60, 5):
            self.clock.now = t
            allowed.append(limiter.allow("alice"))
        self.assertTrue(all(allowed))


if __name__ == "__main__":
    unittest.main()
