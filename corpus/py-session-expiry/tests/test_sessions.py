import unittest
from datetime import datetime, timedelta, timezone

from websession import tokens
from websession.store import SessionStore

KEY = b"test-key"


class Clock:
    def __init__(self):
        self.now = datetime(2026, 11, 27, 9, 0, tzinfo=timezone.utc)

    def __call__(self):
        return self.now

    def advance(self, **kw):
        self.now += timedelta(**kw)


class TokenTest(unittest.TestCase):
    def test_signed_ids_round_trip(self):
        self.assertEqual(tokens.unsign(tokens.sign("abc", KEY), KEY), "abc")

    def test_tampered_cookie_is_refused(self):
        cookie = tokens.sign("abc", KEY)
        self.assertIsNone(tokens.unsign("abd" + cookie[3:], KEY))
        self.assertIsNone(tokens.unsign("no-signature", KEY))


class StoreTest(unittest.TestCase):
    def setUp(self):
        self.clock = Clock()
        self.store = SessionStore(KEY, clock=self.clock)
        self.cookie = self.store.create("ann")

    def test_active_session(self):
        self.clock.advance(minutes=10)
        self.assertEqual(self.store.get(self.cookie).user, "ann")

    def test_idle_session_expires(self):
        self.clock.advance(minutes=31)
        self.assertIsNone(self.store.get(self.cookie))
        self.assertEqual(len(self.store), 0)

    def test_session_in_use_all_day_expires_after_twelve_hours(self):
        for _ in range(4 * 12):
            self.clock.advance(minutes=15)
            self.assertIsNotNone(self.store.get(self.cookie))
        self.clock.advance(minutes=15)
        self.assertIsNone(self.store.get(self.cookie))

    def test_remember_me_session_expires_after_thirty_days(self):
        store = SessionStore(KEY, clock=self.clock, idle=timedelta(days=7), lifetime=timedelta(days=30))
        cookie = store.create("bob")
        for _ in range(29):
            self.clock.advance(days=1)
            self.assertIsNotNone(store.get(cookie))
        self.clock.advance(days=1, minutes=1)
        self.assertIsNone(store.get(cookie))
