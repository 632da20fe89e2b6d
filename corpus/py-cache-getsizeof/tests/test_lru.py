import unittest

from cachetools import LRUCache


class LRUCacheTest(unittest.TestCase):
    def test_lru(self):
        cache = LRUCache(maxsize=2)

        cache[1] = 1
        cache[2] = 2
        cache[3] = 3

        self.assertEqual(len(cache), 2)
        self.assertEqual(cache[2], 2)
        self.assertEqual(cache[3], 3)
        self.assertNotIn(1, cache)

        cache[2]
        cache[4] = 4
        self.assertEqual(len(cache), 2)
        self.assertEqual(cache[2], 2)
        self.assertEqual(cache[4], 4)
        self.assertNotIn(3, cache)

    def test_popitem_order(self):
        cache = LRUCache(maxsize=3)
        cache.update({"a": 1, "b": 2, "c": 3})
        cache["a"]
        self.assertEqual(cache.popitem(), ("b", 2))
        self.assertEqual(cache.popitem(), ("c", 3))
        self.assertEqual(cache.popitem(), ("a", 1))
        with self.assertRaises(KeyError):
            cache.popitem()

    def test_getsizeof(self):
        cache = LRUCache(maxsize=3, getsizeof=lambda x: x)

        cache[1] = 1
        cache[2] = 2

        self.assertEqual(len(cache), 2)
        self.assertEqual(cache[1], 1)
        self.assertEqual(cache[2], 2)
        self.assertEqual(cache.currsize, 3)

        cache[3] = 3
        self.assertEqual(len(cache), 1)
        self.assertEqual(cache[3], 3)
        self.assertEqual(cache.currsize, 3)

    def test_value_too_large(self):
        cache = LRUCache(maxsize=3, getsizeof=lambda x: x)
        with self.assertRaises(ValueError):
            cache[4] = 4
        self.assertEqual(len(cache), 0)
        self.assertEqual(cache.currsize, 0)

    def test_replace_with_smaller_value(self):
        cache = LRUCache(maxsize=10, getsizeof=len)
        cache["page"] = "x" * 6
        cache["page"] = "x" * 4
        self.assertEqual(cache.currsize, 4)
        cache["other"] = "y" * 6
        self.assertIn("page", cache)
        self.assertEqual(cache.currsize, 10)

    def test_replace_keeps_size_accounting(self):
        cache = LRUCache(maxsize=8, getsizeof=len)
        cache["a"] = "aaa"
        cache["b"] = "bb"
        cache["a"] = "aaaa"
        self.assertEqual(cache.currsize, 6)
        del cache["a"]
        self.assertEqual(cache.currsize, 2)

    def test_missing(self):
        cache = LRUCache(maxsize=2)
        with self.assertRaises(KeyError):
            cache["nope"]
        self.assertEqual(cache.get("nope", 0), 0)
        self.assertEqual(repr(LRUCache(maxsize=2)), "LRUCache({}, maxsize=2, currsize=0)")


if __name__ == "__main__":
    unittest.main()
