import unittest

from bidict import (DROP_NEW, OnDup, KeyAndValueDuplicationError, KeyDuplicationError,
                    ValueDuplicationError, bidict)


class BidictTest(unittest.TestCase):

    def setUp(self):
        self.element_by_symbol = bidict({'H': 'hydrogen', 'He': 'helium'})

    def test_inverse(self):
        self.assertEqual(self.element_by_symbol.inverse['helium'], 'He')
        self.assertIs(self.element_by_symbol.inverse.inverse, self.element_by_symbol)
        self.assertEqual(dict(self.element_by_symbol.inv), {'hydrogen': 'H', 'helium': 'He'})

    def test_setitem_new_key(self):
        self.element_by_symbol['Li'] = 'lithium'
        self.assertEqual(self.element_by_symbol.inverse['lithium'], 'Li')
        self.assertEqual(len(self.element_by_symbol), 3)

    def test_setitem_existing_key_replaces_value(self):
        self.element_by_symbol['H'] = 'hydrogenium'
        self.assertEqual(self.element_by_symbol['H'], 'hydrogenium')
        self.assertEqual(dict(self.element_by_symbol.inverse),
                         {'hydrogenium': 'H', 'helium': 'He'})

    def test_duplicate_value_raises(self):
        with self.assertRaises(ValueDuplicationError):
            self.element_by_symbol['Hx'] = 'hydrogen'
        self.assertEqual(len(self.element_by_symbol), 2)

    def test_put(self):
        with self.assertRaises(KeyDuplicationError):
            self.element_by_symbol.put('H', 'other')
        with self.assertRaises(KeyAndValueDuplicationError):
            self.element_by_symbol.put('H', 'helium')
        self.element_by_symbol.put('H', 'other', OnDup(key=DROP_NEW))
        self.assertEqual(self.element_by_symbol['H'], 'hydrogen')

    def test_forceput(self):
        self.element_by_symbol.forceput('H', 'helium')
        self.assertEqual(dict(self.element_by_symbol), {'H': 'helium'})
        self.assertEqual(dict(self.element_by_symbol.inverse), {'helium': 'H'})

    def test_forceput_duplicate_value(self):
        self.element_by_symbol.forceput('Hy', 'hydrogen')
        self.assertEqual(self.element_by_symbol.inverse['hydrogen'], 'Hy')
        self.assertNotIn('H', self.element_by_symbol)

    def test_delitem(self):
        del self.element_by_symbol['H']
        self.assertNotIn('hydrogen', self.element_by_symbol.inverse)
        self.assertEqual(repr(self.element_by_symbol), "bidict({'He': 'helium'})")


if __name__ == '__main__':
    unittest.main()
