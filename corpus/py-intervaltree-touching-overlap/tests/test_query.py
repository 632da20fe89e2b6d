"""
intervaltree: A mutable, self-balancing interval tree for Python 2 and 3.

Test module: IntervalTree, Basic query methods (read-only)
"""
import unittest

from intervaltree import Interval, IntervalTree


def ivs():
    return [Interval(0, 5, 'a'), Interval(5, 10, 'b'), Interval(8, 12, 'c'),
            Interval(20, 25, 'd')]


class QueryTest(unittest.TestCase):

    def setUp(self):
        self.t = IntervalTree(ivs())

    def test_point_queries(self):
        self.assertEqual(self.t.at(5), {Interval(5, 10, 'b')})
        self.assertEqual(self.t.at(9), {Interval(5, 10, 'b'), Interval(8, 12, 'c')})
        self.assertEqual(self.t.overlap(25), set())

    def test_overlap_range(self):
        self.assertEqual(self.t.overlap(9, 21),
                         {Interval(5, 10, 'b'), Interval(8, 12, 'c'), Interval(20, 25, 'd')})
        self.assertEqual(self.t.overlap(7, 7), set())

    def test_overlap_excludes_adjacent(self):
        self.assertEqual(self.t.overlap(12, 20), set())
        self.assertFalse(self.t.overlaps(12, 20))
        self.assertEqual(self.t.overlap(5, 8), {Interval(5, 10, 'b')})

    def test_envelop(self):
        self.assertEqual(self.t.envelop(0, 10), {Interval(0, 5, 'a'), Interval(5, 10, 'b')})
        self.assertEqual(self.t.envelop(1, 9), set())

    def test_remove_overlap(self):
        self.t.remove_overlap(10, 20)
        self.assertEqual(sorted(iv.data for iv in self.t), ['a', 'b', 'd'])

    def test_add_remove(self):
        self.t.addi(30, 40, 'e')
        self.assertEqual(len(self.t), 5)
        self.t.remove(Interval(30, 40, 'e'))
        self.assertRaises(ValueError, self.t.remove, Interval(30, 40, 'e'))
        self.assertRaises(ValueError, self.t.addi, 3, 3)

    def test_bounds_and_repr(self):
        self.assertEqual((self.t.begin(), self.t.end()), (0, 25))
        self.assertEqual(Interval(1, 2).length(), 1)
        self.assertEqual(repr(Interval(1, 2, 'x')), "Interval(1, 2, 'x')")


if __name__ == '__main__':
    unittest.main()
