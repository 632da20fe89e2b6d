import unittest
from unittest import mock

import limits
from limits.limits import RateLimitItemPerMinute, RateLimitItemPerSecond
from limits.storage import MemoryStorage
from limits.strategies import FixedWindowElasticExpiryRateLimiter, FixedWindowRateLimiter


class TestParse(unittest.TestCase):

    def test_single(self):
        self.assertEqual(limits.parse("1/second"), RateLimitItemPerSecond(1))
        self.assertEqual(limits.parse("10 per minute"), RateLimitItemPerMinute(10))
        self.assertEqual(limits.parse("5 per 2 HOURS").get_expiry(), 7200)
        self.assertEqual(limits.parse("100/day").key_for("user", 42), "LIMITER/user/42/100/1/day")

    def test_many(self):
        parsed = limits.parse_many("1/second; 5 per minute, 100/hour|20/day")
        self.assertEqual([item.amount for item in parsed], [1, 5, 100, 20])
        with self.assertRaises(ValueError):
            limits.parse_many("1/second; 5 per minute, 100")
        self.assertEqual([item.get_expiry() for item in limits.parse_many("1/second;2/3 minutes")], [1, 180])
        with self.assertRaises(ValueError):
            limits.parse("fifty per minute")

    def test_granularity(self):
        self.assertIs(limits.granularity_from_string("Minute"), RateLimitItemPerMinute)
        self.assertEqual(limits.parse("3/hour").GRANULARITY, (3600, "hour"))
        self.assertNotEqual(limits.parse("1/second"), limits.parse("1/minute"))
        with self.assertRaises(ValueError):
            limits.granularity_from_string("fortnight")


@mock.patch("time.time", return_value=1000.0)
class TestFixedWindow(unittest.TestCase):

    def setUp(self):
        self.storage = MemoryStorage()

    def test_fixed_window(self, now):
        limiter = FixedWindowRateLimiter(self.storage)
        limit = RateLimitItemPerSecond(10, 2)
        self.assertEqual([limiter.hit(limit) for _ in range(12)], [True] * 10 + [False] * 2)
        self.assertTrue(limiter.hit(limit, "another"))
        now.return_value = 1002.0
        self.assertTrue(limiter.hit(limit))

    def test_fixed_window_with_cost(self, now):
        limiter = FixedWindowRateLimiter(self.storage)
        limit = RateLimitItemPerMinute(10)
        self.assertTrue(limiter.hit(limit, "k", cost=4))
        self.assertTrue(limiter.hit(limit, "k", cost=6))
        self.assertFalse(limiter.hit(limit, "k", cost=1))

    def test_window_stats(self, now):
        limiter = FixedWindowRateLimiter(self.storage)
        limit = RateLimitItemPerMinute(10)
        self.assertEqual(limiter.get_window_stats(limit).remaining, 10)
        for _ in range(3):
            limiter.hit(limit)
        self.assertEqual(limiter.get_window_stats(limit), (1060, 7))

    def test_elastic_expiry(self, now):
        limiter = FixedWindowElasticExpiryRateLimiter(self.storage)
        limit = RateLimitItemPerSecond(10, 2)
        self.assertEqual([limiter.hit(limit) for _ in range(11)], [True] * 10 + [False])
        self.assertEqual(self.storage.get_expiry(limit.key_for()), 1002)
        now.return_value = 1002.5
        self.assertTrue(limiter.hit(limit))


if __name__ == '__main__':
    unittest.main()
