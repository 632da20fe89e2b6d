import unittest

import portion as P


class TestInterval(unittest.TestCase):

    def test_creation(self):
        self.assertEqual(repr(P.closed(0, 1)), '[0,1]')
        self.assertEqual(repr(P.open(0, 1)), '(0,1)')
        self.assertEqual(repr(P.openclosed(0, 1)), '(0,1]')
        self.assertEqual(repr(P.closedopen(0, 1)), '[0,1)')
        self.assertEqual(repr(P.singleton(2)), '[2]')
        self.assertEqual(repr(P.closed(-P.inf, 3)), '(-inf,3]')
        self.assertEqual(repr(P.empty()), '()')
        self.assertTrue(P.open(1, 1).empty)
        self.assertTrue(P.closed(2, 1).empty)

    def test_containment(self):
        self.assertIn(1, P.closed(0, 2))
        self.assertIn(0, P.closedopen(0, 2))
        self.assertNotIn(2, P.closedopen(0, 2))
        self.assertNotIn(0, P.open(0, 2))
        self.assertIn(5, P.closed(0, 1) | P.closed(4, 6))
        self.assertNotIn(3, P.closed(0, 1) | P.closed(4, 6))

    def test_union_overlapping(self):
        self.assertEqual(P.closed(0, 2) | P.closed(1, 3), P.closed(0, 3))
        self.assertEqual(P.closed(0, 3) | P.open(1, 2), P.closed(0, 3))
        self.assertEqual(P.closed(0, 1) | P.closed(1, 2), P.closed(0, 2))
        self.assertEqual(repr(P.closed(0, 1) | P.closed(2, 3)), '[0,1] | [2,3]')
        self.assertEqual(repr(P.open(0, 1) | P.open(1, 2)), '(0,1) | (1,2)')
        self.assertEqual(len(P.closed(0, 1) | P.closed(2, 3) | P.closed(1, 2)), 1)

    def test_union_adjacent(self):
        self.assertEqual(P.closedopen(0, 1) | P.closed(1, 2), P.closed(0, 2))
        self.assertEqual(P.closed(0, 1) | P.openclosed(1, 2), P.closed(0, 2))
        self.assertEqual(repr(P.closedopen(0, 1) | P.closedopen(1, 2)), '[0,2)')
        self.assertEqual(P.open(0, 1) | P.singleton(1), P.openclosed(0, 1))

    def test_intersection(self):
        self.assertEqual(P.closed(0, 2) & P.closed(1, 3), P.closed(1, 2))
        self.assertEqual(P.closed(0, 2) & P.open(1, 3), P.openclosed(1, 2))
        self.assertTrue((P.closed(0, 1) & P.closed(2, 3)).empty)
        self.assertEqual(P.closed(0, 1) & P.closed(1, 2), P.singleton(1))
        self.assertEqual((P.closed(0, 2) | P.closed(4, 6)) & P.closed(1, 5),
                         P.closed(1, 2) | P.closed(4, 5))

    def test_complement(self):
        self.assertEqual(repr(~P.closed(0, 1)), '(-inf,0) | (1,inf)')
        self.assertEqual(repr(~P.open(0, 1)), '(-inf,0] | [1,inf)')
        self.assertEqual(repr(~P.empty()), '(-inf,inf)')

    def test_difference(self):
        self.assertEqual(repr(P.closed(0, 5) - P.closed(1, 2)), '[0,1) | (2,5]')
        self.assertEqual(P.closed(0, 5) - P.closed(1, 2) | P.closed(1, 2), P.closed(0, 5))
        self.assertEqual(P.closed(0, 2) - P.closed(0, 2), P.empty())


if __name__ == '__main__':
    unittest.main()
