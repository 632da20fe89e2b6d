# -*- coding: utf-8 -*-

#
# omdict - Ordered Multivalue Dictionary.
#

import unittest

from orderedmultidict import omdict


class TestOmdict(unittest.TestCase):

    def setUp(self):
        self.items = [(1, 1), (2, 2), (1, 11), (3, 3), (2, 22)]

    def test_init_and_allitems(self):
        omd = omdict(self.items)
        self.assertEqual(omd.allitems(), self.items)
        self.assertEqual(omd.items(), [(1, 1), (2, 2), (3, 3)])
        self.assertEqual(omd.keys(), [1, 2, 3])
        self.assertEqual(omd.allvalues(2), [2, 22])
        self.assertEqual(len(omd), 3)
        self.assertEqual(omdict({'a': 1}, b=2).allitems(), [('a', 1), ('b', 2)])

    def test_get_getlist(self):
        omd = omdict(self.items)
        self.assertEqual(omd[1], 1)
        self.assertEqual(omd.get(4, 'x'), 'x')
        self.assertEqual(omd.getlist(1), [1, 11])
        self.assertEqual(omd.getlist(4), [])
        self.assertRaises(KeyError, lambda: omd[4])

    def test_setitem_and_setlist(self):
        omd = omdict(self.items)
        omd[2] = 'two'
        self.assertEqual(omd.allitems(), [(1, 1), (2, 'two'), (1, 11), (3, 3)])
        omd.setlist(1, ['a', 'b', 'c'])
        self.assertEqual(omd.allitems(),
                         [(1, 'a'), (2, 'two'), (1, 'b'), (3, 3), (1, 'c')])

    def test_update_and_updateall(self):
        omd = omdict([(1, 1), (2, 2)])
        omd.update([(1, 'one'), (4, 4)])
        self.assertEqual(omd.allitems(), [(1, 'one'), (2, 2), (4, 4)])
        omd.updateall([(2, 'a'), (2, 'b')])
        self.assertEqual(omd.allitems(), [(1, 'one'), (2, 'a'), (4, 4), (2, 'b')])

    def test_pop_middle_key(self):
        omd = omdict(self.items)
        self.assertEqual(omd.pop(3), 3)
        self.assertEqual(omd.allitems(), [(1, 1), (2, 2), (1, 11), (2, 22)])
        self.assertEqual(omd.pop(4, 'default'), 'default')

    def test_pop_last_then_add(self):
        omd = omdict([('a', 1), ('b', 2), ('c', 3)])
        del omd['c']
        omd.add('d', 4)
        self.assertEqual(omd.allitems(), [('a', 1), ('b', 2), ('d', 4)])
        self.assertEqual(omd.keys(), ['a', 'b', 'd'])

    def test_popitem(self):
        omd = omdict(self.items)
        self.assertEqual(omd.popitem(fromall=True), (2, 22))
        self.assertEqual(omd.popitem(fromall=True), (3, 3))
        self.assertEqual(omd.popitem(fromall=True, last=False), (1, 1))
        self.assertEqual(omd.allitems(), [(2, 2), (1, 11)])

    def test_copy_and_eq(self):
        omd = omdict(self.items)
        copy = omd.copy()
        self.assertEqual(omd, copy)
        self.assertIsNot(omd, copy)
        copy.add(5, 5)
        self.assertNotEqual(omd, copy)
        self.assertEqual(omdict([(1, 1)]), {1: 1})


if __name__ == '__main__':
    unittest.main()
