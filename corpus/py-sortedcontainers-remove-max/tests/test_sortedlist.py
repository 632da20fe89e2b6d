import random
import unittest

from sortedcontainers import SortedList, SortedSet


class TestSortedList(unittest.TestCase):

    def test_init(self):
        slt = SortedList()
        self.assertEqual(len(slt), 0)
        slt = SortedList(reversed(range(10000)))
        self.assertEqual(list(slt), list(range(10000)))
        self.assertEqual(len(slt._lists), 10)

    def test_add(self):
        random.seed(0)
        slt = SortedList()
        slt._reset(4)
        values = [random.randrange(1000) for _ in range(200)]
        for value in values:
            slt.add(value)
        self.assertEqual(list(slt), sorted(values))
        self.assertEqual(len(slt), 200)
        self.assertTrue(all(len(sub) <= 8 for sub in slt._lists))

    def test_contains(self):
        slt = SortedList()
        self.assertFalse(0 in slt)
        slt = SortedList(range(100))
        slt._reset(7)
        self.assertTrue(0 in slt)
        self.assertTrue(49 in slt)
        self.assertTrue(99 in slt)
        self.assertFalse(100 in slt)
        self.assertFalse(-1 in slt)

    def test_remove_valueerror(self):
        slt = SortedList([1, 2, 3])
        with self.assertRaises(ValueError):
            slt.remove(0)
        with self.assertRaises(ValueError):
            slt.remove(4)
        slt.remove(2)
        self.assertEqual(list(slt), [1, 3])

    def test_remove(self):
        slt = SortedList(range(20))
        slt._reset(4)
        for value in [5, 6, 13, 14, 19]:
            slt.remove(value)
        expected = [v for v in range(20) if v not in (5, 6, 13, 14, 19)]
        self.assertEqual(list(slt), expected)
        self.assertEqual(len(slt), 15)
        self.assertEqual([v for v in range(20) if v in slt], expected)

    def test_remove_then_add(self):
        slt = SortedList(range(20))
        slt._reset(4)
        slt.remove(5)
        slt.remove(6)
        slt.add(5)
        slt.add(6)
        self.assertEqual(list(slt), list(range(20)))

    def test_remove_all(self):
        slt = SortedList(range(50))
        slt._reset(4)
        for value in range(50):
            slt.remove(value)
        self.assertEqual(len(slt), 0)
        self.assertEqual(list(slt), [])
        self.assertEqual(slt._maxes, [])


class TestSortedSet(unittest.TestCase):

    def test_discard(self):
        sst = SortedSet(range(30))
        sst._list._reset(4)
        for value in range(0, 30, 3):
            sst.discard(value)
        sst.discard(100)
        self.assertEqual(list(sst), [v for v in range(30) if v % 3])
        for value in range(1, 30, 3):
            sst.add(value * 2)
        self.assertEqual(list(sst), sorted(set(v for v in range(30) if v % 3) | set(range(2, 60, 6))))


if __name__ == '__main__':
    unittest.main()
