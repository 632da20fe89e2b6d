import unittest

from munch import DefaultMunch, Munch, munchify, unmunchify


class MunchTest(unittest.TestCase):

    def test_attribute_access(self):
        b = Munch(hello='world')
        b.foo = 'bar'
        self.assertEqual(b.hello, 'world')
        self.assertEqual(b['foo'], 'bar')

    def test_delattr(self):
        b = Munch(lol=42)
        del b.lol
        self.assertNotIn('lol', b)
        with self.assertRaises(AttributeError):
            del b.lol

    def test_getattr_with_default(self):
        b = Munch(hello='world')
        self.assertEqual(getattr(b, 'missing', 'fallback'), 'fallback')

    def test_contains_and_hasattr(self):
        b = munchify({'config': {'debug': True}})
        self.assertIn('debug', b.config)
        self.assertFalse(hasattr(b.config, 'verbose'))

    def test_munchify_nested_sequences(self):
        b = munchify({'rows': [{'id': 1}, {'id': 2}], 'pair': ({'a': 1}, 2)})
        self.assertEqual([item.id for item in b.rows], [1, 2])
        self.assertIsInstance(b.pair, tuple)
        self.assertEqual(b.pair[0].a, 1)

    def test_to_dict_roundtrip(self):
        data = {'foo': {'lol': True}, 'hello': 42, 'seq': [{'x': 1}]}
        b = munchify(data)
        self.assertEqual(b.toDict(), data)
        self.assertIs(type(unmunchify(b)['foo']), dict)

    def test_default_munch(self):
        b = DefaultMunch('n/a', {'name': 'x'})
        self.assertEqual(b.name, 'x')
        self.assertEqual(b.missing, 'n/a')
        self.assertEqual(b['other'], 'n/a')

    def test_dir_and_repr(self):
        b = Munch(a=1)
        self.assertEqual(dir(b), ['a'])
        self.assertEqual(repr(b), "Munch({'a': 1})")


if __name__ == '__main__':
    unittest.main()
