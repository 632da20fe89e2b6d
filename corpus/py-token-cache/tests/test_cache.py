import unittest

from authcache.cache import TokenCache


class FakeClock:
    def __init__(self, start=1000.0):
        self.now = start

    def __call__(self):
        return self.now


class FakeServer:
    def __init__(self, expires_in=3600):
        self.issued = 0
        self.expires_in = expires_in

    def __call__(self, client_id, scope):
        self.issued += 1
        return {"access_token": "%s:%s:%d" % (client_id, scope, self.issued), "expires_in": self.expires_in}


class TokenCacheTests(unittest.TestCase):
    def setUp(self):
        self.clock = FakeClock()
        self.server = FakeServer()
        self.cache = TokenCache(self.server, clock=self.clock)

    def test_first_call_fetches(self):
        self.assertEqual(self.cache.get("billing", "read"), "billing:read:1")
        self.assertEqual(self.cache.fetches, 1)

    def test_second_call_uses_cache(self):
        self.cache.get("billing", "read")
        self.clock.now += 60
        self.assertEqual(self.cache.get("billing", "read"), "billing:read:1")
        self.assertEqual(self.server.issued, 1)

    def test_scope_order_does_not_matter(self):
        self.cache.get("billing", "write read")
        self.assertEqual(self.cache.get("billing", "read write"), "billing:read write:1")

    def test_expired_token_is_refetched(self):
        self.cache.get("billing", "read")
        self.clock.now += 3600
        self.assertEqual(self.cache.get("billing", "read"), "billing:read:2")

    def test_refreshed_just_before_expiry(self):
        self.cache.get("reports")
        self.clock.now += 3580
        self.assertEqual(self.cache.get("reports"), "reports::2")

    def test_ttl_counts_down(self):
        self.cache.get("billing", "read")
        self.clock.now += 600
        self.assertEqual(self.cache.ttl("billing", "read"), 3000.0)

    def test_invalidate_one_client(self):
        self.cache.get("billing")
        self.cache.get("reports")
        self.cache.invalidate("billing")
        self.assertEqual(self.cache.get("billing"), "billing::3")
        self.assertEqual(self.cache.get("reports"), "reports::2")


if __name__ == "__main__":
    unittest.main()
