import unittest

from apicache.client import CachedClient
from apicache.keys import cache_key


class Clock:
    now = 0.0

    def __call__(self):
        return self.now


class FakeApi:
    def __init__(self):
        self.calls = []

    def __call__(self, endpoint, params):
        self.calls.append((endpoint, dict(params)))
        return {"endpoint": endpoint, "n": len(self.calls)}


class CachedClientTest(unittest.TestCase):
    def setUp(self):
        self.api, self.clock = FakeApi(), Clock()
        self.client = CachedClient(self.api, ttl=30, clock=self.clock)

    def test_repeated_request_is_served_from_cache(self):
        first = self.client.get("/orders", status="open", page=2)
        self.assertEqual(self.client.get("/orders", status="open", page=2), first)
        self.assertEqual((self.client.hits, self.client.misses), (1, 1))

    def test_parameter_order_does_not_matter(self):
        self.client.get("/orders", status="open", page=2)
        self.client.get("/orders", page=2, status="open")
        self.assertEqual(len(self.api.calls), 1)

    def test_entries_expire(self):
        self.client.get("/stats")
        self.clock.now = 31
        self.client.get("/stats")
        self.assertEqual(len(self.api.calls), 2)

    def test_different_queries_are_different_entries(self):
        self.client.get("/orders", page=1)
        self.client.get("/orders", page=2)
        self.client.get("/customers", page=1)
        self.assertEqual(len(self.api.calls), 3)

    def test_key_normalization(self):
        self.assertEqual(cache_key("/tags/", {"ids": (3, 1, 2), "q": None}),
                         cache_key("tags", {"ids": [1, 2, 3]}))
        self.assertEqual(cache_key("/search", {"q": "x", "limit": 10, "sort": "date"}),
                         cache_key("/search", {"sort": "date", "limit": 10, "q": "x"}))


if __name__ == "__main__":
    unittest.main()
