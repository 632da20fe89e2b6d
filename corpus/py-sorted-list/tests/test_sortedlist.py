import unittest

from sortedcontainers import SortedList


class TestSortedList(unittest.TestCase):
    def test_init_sorts(self):
        slt = SortedList([5, 1, 4, 2, 3])
        self.assertEqual(list(slt), [1, 2, 3, 4, 5])
        self.assertEqual(len(slt), 5)

    def test_add_many_small_load(self):
        slt = SortedList()
        slt._reset(4)
        for val in reversed(range(50)):
            slt.add(val)
        self.assertEqual(list(slt), list(range(50)))
        self.assertTrue(all(len(sub) <= 8 for sub in slt._lists))

    def test_contains(self):
        slt = SortedList(range(0, 100, 3))
        slt._reset(4)
        self.assertIn(0, slt)
        self.assertIn(27, slt)
        self.assertIn(99, slt)
        self.assertNotIn(28, slt)
        self.assertNotIn(100, slt)

    def test_contains_empty(self):
        self.assertNotIn(1, SortedList())

    def test_remove(self):
        slt = SortedList(range(20))
        slt._reset(4)
        for val in (0, 7, 19):
            slt.remove(val)
        self.assertEqual(len(slt), 17)
        self.assertNotIn(7, slt)
        self.assertEqual(list(slt)[:3], [1, 2, 3])

    def test_remove_missing(self):
        slt = SortedList([1, 2, 3])
        with self.assertRaises(ValueError):
            slt.remove(4)
