import unittest

import pygtrie


class TrieTestCase(unittest.TestCase):

    def test_basics(self):
        t = pygtrie.CharTrie()
        t['foo'] = 'Foo'
        t['foobar'] = 'Bar'
        self.assertEqual(t['foo'], 'Foo')
        self.assertEqual(t['foobar'], 'Bar')
        self.assertTrue(t.has_key('foo'))
        self.assertFalse(t.has_key('fo'))
        self.assertTrue(t.has_subtrie('fo'))
        self.assertFalse(t.has_subtrie('foobar'))
        self.assertRaises(pygtrie.ShortKeyError, lambda: t['foob'])
        self.assertRaises(KeyError, lambda: t['qux'])

    def test_items_and_keys(self):
        t = pygtrie.CharTrie(foo=1, foobar=2, baz=3, fo=4)
        self.assertEqual(t.items(), [('baz', 3), ('fo', 4), ('foo', 1), ('foobar', 2)])
        self.assertEqual(t.keys(prefix='foo'), ['foo', 'foobar'])
        self.assertEqual(t.keys(prefix='fo', shallow=True), ['fo'])
        self.assertEqual(t.items(prefix='b'), [('baz', 3)])

    def test_string_trie_items(self):
        t = pygtrie.StringTrie(separator='.')
        t['org.example'] = 1
        t['org.example.www'] = 2
        t['com.example'] = 3
        self.assertEqual(t.keys(), ['com.example', 'org.example', 'org.example.www'])
        self.assertEqual(t.items(prefix='org.example'),
                         [('org.example', 1), ('org.example.www', 2)])
        self.assertTrue(t.has_subtrie('org'))
        self.assertFalse(t.has_key('org'))

    def test_prefix_values(self):
        t = pygtrie.StringTrie()
        t['foo'] = 'Foo'
        t['foo/bar/baz'] = 'Baz'
        self.assertEqual(t.shortest_prefix('foo/bar/baz/qux').value, 'Foo')
        self.assertEqual(t.longest_prefix('foo/bar/baz/qux').value, 'Baz')
        self.assertEqual([step.value for step in t.prefixes('foo/bar/baz')],
                         ['Foo', 'Baz'])
        self.assertFalse(t.shortest_prefix('qux'))
        self.assertEqual(t.longest_prefix('qux').value, None)

    def test_shortest_and_longest_prefix(self):
        t = pygtrie.StringTrie()
        t['foo'] = 'Foo'
        t['foo/bar/baz'] = 'Baz'
        self.assertEqual(t.shortest_prefix('foo/bar/baz/qux').key, 'foo')
        self.assertEqual(t.longest_prefix('foo/bar/baz/qux').key, 'foo/bar/baz')
        self.assertEqual(tuple(t.longest_prefix('foo/bar')), ('foo', 'Foo'))
        self.assertEqual(t.longest_prefix('qux').key, None)

    def test_prefixes(self):
        t = pygtrie.CharTrie()
        t['a'] = 1
        t['abc'] = 3
        t['abcde'] = 5
        self.assertEqual([tuple(step) for step in t.prefixes('abcdef')], [('a', 1), ('abc', 3), ('abcde', 5)])
        self.assertEqual([tuple(step) for step in t.prefixes('abd')], [('a', 1)])
        self.assertEqual(list(t.prefixes('xyz')), [])

    def test_trie_tuple_keys(self):
        t = pygtrie.Trie()
        t[(1, 2)] = 'a'
        t[(1, 2, 3)] = 'b'
        self.assertEqual(t.items(), [((1, 2), 'a'), ((1, 2, 3), 'b')])
        self.assertEqual(t[(1, 2, 3)], 'b')
        self.assertEqual(t.longest_prefix((1, 2, 3, 4)).value, 'b')


if __name__ == '__main__':
    unittest.main()
