import unittest

from dictdiffer import diff, patch
from dictdiffer.utils import dot_lookup


class DictDifferTests(unittest.TestCase):
    def test_change(self):
        self.assertEqual(list(diff({'a': 'b'}, {'a': 'c'})), [('change', 'a', ('b', 'c'))])

    def test_nested_change(self):
        first = {'a': {'b': 1, 'c': 2}}
        second = {'a': {'b': 1, 'c': 3}}
        self.assertEqual(list(diff(first, second)), [('change', 'a.c', (2, 3))])

    def test_add_and_remove_at_top_level(self):
        result = list(diff({'a': 1}, {'b': 2}))
        self.assertEqual(result, [('add', '', [('b', 2)]), ('remove', '', [('a', 1)])])


class PatchTests(unittest.TestCase):
    def test_patch_nested(self):
        first = {'a': {'x': 1}}
        second = {'a': {'x': 2, 'y': 3}}
        self.assertEqual(patch(diff(first, second), first), second)

    def test_patch_top_level(self):
        first = {'a': 1, 'b': [1, 2]}
        second = {'b': [1, 2], 'c': 'new'}
        self.assertEqual(patch(diff(first, second), first), second)

    def test_patch_not_in_place(self):
        first = {'a': {'x': 1}}
        patch(diff(first, {'a': {'x': 5}}), first)
        self.assertEqual(first, {'a': {'x': 1}})


class DotLookupTests(unittest.TestCase):
    def test_dot_lookup(self):
        self.assertEqual(dot_lookup({'a': {'b': 'hello'}}, 'a.b'), 'hello')
        self.assertEqual(dot_lookup({'a': [{'b': 7}]}, ['a', '0', 'b']), 7)
        self.assertEqual(dot_lookup({'a': {'b': 'hello'}}, 'a.b', parent=True), {'b': 'hello'})


if __name__ == '__main__':
    unittest.main()
