import unittest

from hostcache.cache import TTLCache
from hostcache.names import InvalidName, normalize
from hostcache.resolver import NotFound, Resolver

ZONE = {"api.example.com": ["10.0.0.5"], "db.example.com": ["10.0.1.7", "10.0.1.8"]}


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


class NamesTest(unittest.TestCase):
    def test_normalize(self):
        self.assertEqual(normalize(" API.Example.com. "), "api.example.com")

    def test_invalid_names(self):
        for bad in ["", "-x.example.com", "a..b"]:
            with self.assertRaises(InvalidName):
                normalize(bad)


class ResolverTest(unittest.TestCase):
    def setUp(self):
        self.clock = Clock()
        self.resolver = Resolver(ZONE.get, ttl=60, static={"localhost": ["127.0.0.1"]}, clock=self.clock)

    def test_static_entries_skip_the_backend(self):
        self.assertEqual(self.resolver.lookup("LOCALHOST"), ["127.0.0.1"])
        self.assertEqual(self.resolver.queries, 0)

    def test_unknown_host(self):
        with self.assertRaises(NotFound):
            self.resolver.lookup("nope.example.com")

    def test_repeated_lookups_are_answered_from_the_cache(self):
        for _ in range(3):
            self.assertEqual(self.resolver.lookup("db.example.com"), ["10.0.1.7", "10.0.1.8"])
        self.assertEqual(self.resolver.queries, 1)

    def test_entries_expire_after_the_ttl(self):
        self.resolver.lookup("api.example.com")
        self.clock.now += 61
        self.resolver.lookup("api.example.com")
        self.assertEqual(self.resolver.queries, 2)


class CacheTest(unittest.TestCase):
    def test_least_recently_used_entry_is_evicted(self):
        cache = TTLCache(maxsize=2, clock=Clock())
        cache.set("a", 1, 10)
        cache.set("b", 2, 10)
        self.assertEqual(cache.get("a"), 1)
        cache.set("c", 3, 10)
        self.assertEqual((cache.get("a"), cache.get("b"), cache.get("c")), (1, None, 3))
