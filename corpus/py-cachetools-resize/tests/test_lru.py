import unittest

from cachetools import LRUCache


class LRUCacheTest(unittest.TestCase):
    def test_lru(self):
        cache = LRUCache(maxsize=2)
        cache[1] = 1
        cache[2] = 2
        cache[3] = 3
        self.assertEqual(len(cache), 2)
        self.assertNotIn(1, cache)
        self.assertEqual(cache[2], 2)
        self.assertEqual(cache[3], 3)

        cache[2]
        cache[4] = 4
        self.assertEqual(len(cache), 2)
        self.assertEqual(cache[2], 2)
        self.assertEqual(cache[4], 4)
        self.assertNotIn(3, cache)

    def test_lru_getsizeof(self):
        cache = LRUCache(maxsize=3, getsizeof=lambda x: x)
        cache[1] = 1
        cache[2] = 2
        self.assertEqual(len(cache), 2)
        self.assertEqual(cache.currsize, 3)
        cache[3] = 3
        self.assertEqual(len(cache), 1)
        self.assertEqual(cache.currsize, 3)
        with self.assertRaises(ValueError):
            cache[4] = 4

    def test_update_existing_key_keeps_size(self):
        cache = LRUCache(maxsize=10, getsizeof=len)
        cache["a"] = "xxxx"
        cache["b"] = "yyyy"
        cache["a"] = "zz"
        self.assertEqual(cache.currsize, 6)
        cache["c"] = "wwww"
        self.assertEqual(sorted(cache), ["a", "b", "c"])

    def test_replace_same_key_many_times(self):
        cache = LRUCache(maxsize=2)
        for i in range(5):
            cache["k"] = i
        cache["other"] = "x"
        self.assertEqual(cache["k"], 4)
        self.assertEqual(cache.currsize, 2)

    def test_popitem_empty(self):
        with self.assertRaises(KeyError):
            LRUCache(maxsize=2).popitem()

    def test_delete(self):
        cache = LRUCache(maxsize=2)
        cache["a"] = 1
        del cache["a"]
        self.assertEqual(cache.currsize, 0)
        self.assertNotIn("a", cache)


if __name__ == "__main__":
    unittest.main()
