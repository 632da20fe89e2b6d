import unittest

from lark import Token, Tree


class TestTrees(unittest.TestCase):
    def setUp(self):
        self.tree1 = Tree('a', [Tree(x, y) for x, y in zip('bcd', 'xyz')])

    def test_eq(self):
        self.assertEqual(self.tree1, Tree('a', [Tree('b', 'x'), Tree('c', 'y'), Tree('d', 'z')]))
        self.assertNotEqual(self.tree1, Tree('a', []))

    def test_pretty_single_token(self):
        self.assertEqual(Tree('number', [Token('INT', '3')]).pretty(), 'number\t3\n')

    def test_pretty_flat(self):
        tree = Tree('add', [Token('INT', '1'), Token('INT', '2')])
        self.assertEqual(tree.pretty(), 'add\n  1\n  2\n')

    def test_pretty_nested(self):
        tree = Tree('start', [
            Tree('assign', [Token('NAME', 'x'), Tree('add', [Token('INT', '1'), Token('INT', '2')])]),
        ])
        expected = 'start\n  assign\n    x\n    add\n      1\n      2\n'
        self.assertEqual(tree.pretty(), expected)

    def test_pretty_custom_indent(self):
        tree = Tree('a', [Tree('b', [Token('X', 'x')]), Token('Y', 'y')])
        self.assertEqual(tree.pretty(indent_str='--'), 'a\n--b\tx\n--y\n')

    def test_iter_subtrees_topdown(self):
        data = [t.data for t in self.tree1.iter_subtrees_topdown()]
        self.assertEqual(data, ['a', 'b', 'c', 'd'])

    def test_find_data(self):
        self.assertEqual(self.tree1.find_data('c'), [Tree('c', 'y')])

    def test_find_data_in_document_order(self):
        tree = Tree('start', [Tree('stmt', [Token('N', '1')]),
                              Tree('block', [Tree('stmt', [Token('N', '2')])]),
                              Tree('stmt', [Token('N', '3')])])
        found = [t.children[0] for t in tree.find_data('stmt')]
        self.assertEqual(found, ['1', '2', '3'])

    def test_token_eq(self):
        self.assertEqual(Token('A', 'x'), 'x')
        self.assertEqual(Token('A', 'x').update(value='y'), Token('A', 'y'))
