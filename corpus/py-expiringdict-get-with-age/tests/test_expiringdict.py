import unittest
from unittest import mock

from expiringdict import ExpiringDict


class ExpiringDictTest(unittest.TestCase):
    def setUp(self):
        patcher = mock.patch('expiringdict.time')
        self.clock = patcher.start()
        self.clock.time.return_value = 1000.0
        self.addCleanup(patcher.stop)

    def advance(self, seconds):
        self.clock.time.return_value += seconds

    def test_create(self):
        self.assertRaises(AssertionError, ExpiringDict, max_len=1, max_age_seconds=-1)
        self.assertRaises(AssertionError, ExpiringDict, max_len=0, max_age_seconds=1)
        d = ExpiringDict(max_len=3, max_age_seconds=0.01)
        self.assertEqual(len(d), 0)

    def test_basics(self):
        d = ExpiringDict(max_len=3, max_age_seconds=10)
        d['a'] = 'x'
        self.assertEqual(d['a'], 'x')
        self.assertIn('a', d)
        self.advance(11)
        self.assertNotIn('a', d)
        self.assertRaises(KeyError, lambda: d['a'])

    def test_max_len_drops_oldest(self):
        d = ExpiringDict(max_len=2, max_age_seconds=10)
        d['a'] = 1
        d['b'] = 2
        d['c'] = 3
        self.assertNotIn('a', d)
        self.assertEqual(d['b'], 2)
        self.assertEqual(d['c'], 3)

    def test_get(self):
        d = ExpiringDict(max_len=3, max_age_seconds=10)
        d['a'] = 'x'
        self.assertEqual(d.get('a'), 'x')
        self.assertIsNone(d.get('b'))
        self.assertEqual(d.get('b', 'default'), 'default')

    def test_get_with_age(self):
        d = ExpiringDict(max_len=3, max_age_seconds=10)
        d['a'] = 'x'
        self.advance(4)
        self.assertEqual(d.get('a', with_age=True), ('x', 4.0))
        self.assertEqual(d.get('b', with_age=True), (None, None))

    def test_ttl(self):
        d = ExpiringDict(max_len=3, max_age_seconds=10)
        d['a'] = 'x'
        self.advance(3)
        self.assertEqual(d.ttl('a'), 7.0)
        self.assertIsNone(d.ttl('missing'))

    def test_expired_get_returns_default(self):
        d = ExpiringDict(max_len=3, max_age_seconds=10)
        d['a'] = 'x'
        self.advance(10)
        self.assertEqual(d.get('a', 'gone'), 'gone')
        self.assertEqual(len(d), 0)

    def test_initial_items(self):
        d = ExpiringDict(max_len=3, max_age_seconds=10, items={'a': 1, 'b': 2})
        self.assertEqual(d['a'], 1)
        self.assertEqual(d.get('b'), 2)

    def test_overwrite_at_max_len_keeps_others(self):
        d = ExpiringDict(max_len=2, max_age_seconds=10)
        d['a'] = 1
        d['b'] = 2
        d['b'] = 3
        self.assertEqual(d['a'], 1)
        self.assertEqual(d['b'], 3)


if __name__ == '__main__':
    unittest.main()
