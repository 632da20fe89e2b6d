import unittest

from addict import Dict


class Tests(unittest.TestCase):
    def test_set_one_level_property(self):
        prop = Dict()
        prop.a = 2
        self.assertEqual(prop, {'a': 2})

    def test_set_two_level_properties(self):
        prop = Dict()
        prop.a.b = 2
        self.assertEqual(prop, {'a': {'b': 2}})

    def test_init_with_dict(self):
        prop = Dict({'a': {'b': [{'c': 1}]}})
        self.assertEqual(prop.a.b[0].c, 1)
        self.assertEqual(prop.to_dict(), {'a': {'b': [{'c': 1}]}})

    def test_frozen_rejects_new_keys(self):
        d = Dict({'a': 1})
        d.freeze()
        with self.assertRaises(KeyError):
            d.b = 2
        with self.assertRaises(KeyError):
            d.missing.x

    def test_frozen_allows_existing_keys(self):
        d = Dict({'a': 1, 'sub': {'x': 1}})
        d.freeze()
        d.a = 3
        d.sub.x = 4
        self.assertEqual(d, {'a': 3, 'sub': {'x': 4}})

    def test_unfreeze(self):
        d = Dict({'a': 1})
        d.freeze()
        d.unfreeze()
        d.b = 2
        self.assertEqual(d, {'a': 1, 'b': 2})

    def test_read_only_attribute(self):
        with self.assertRaises(AttributeError):
            Dict().items = 3


if __name__ == '__main__':
    unittest.main()
