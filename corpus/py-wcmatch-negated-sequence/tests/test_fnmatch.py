import unittest

from wcmatch import fnmatch


class TestFnMatch(unittest.TestCase):

    def test_star_and_qmark(self):
        self.assertTrue(fnmatch.fnmatch('setup.py', '*.py'))
        self.assertTrue(fnmatch.fnmatch('a1.txt', 'a?.txt'))
        self.assertFalse(fnmatch.fnmatch('a12.txt', 'a?.txt'))

    def test_sequence(self):
        self.assertTrue(fnmatch.fnmatch('file3.log', 'file[0-9].log'))
        self.assertFalse(fnmatch.fnmatch('filex.log', 'file[0-9].log'))

    def test_exclamation_negated_sequence(self):
        self.assertTrue(fnmatch.fnmatch('filex.log', 'file[!0-9].log'))
        self.assertFalse(fnmatch.fnmatch('file3.log', 'file[!0-9].log'))

    def test_caret_negated_sequence(self):
        self.assertEqual(fnmatch.filter(['v1', 'vx', 'v2', 'vy'], 'v[^0-9]'), ['vx', 'vy'])

    def test_unclosed_bracket_is_literal(self):
        self.assertTrue(fnmatch.fnmatch('[abc', '[abc'))

    def test_hidden_files(self):
        self.assertFalse(fnmatch.fnmatch('.bashrc', '*'))
        self.assertTrue(fnmatch.fnmatch('.bashrc', '*', flags=fnmatch.D))
        self.assertTrue(fnmatch.fnmatch('.bashrc', '.*'))

    def test_ignorecase(self):
        self.assertFalse(fnmatch.fnmatch('README.MD', '*.md'))
        self.assertTrue(fnmatch.fnmatch('README.MD', '*.md', flags=fnmatch.I))

    def test_negate_patterns(self):
        names = ['a.py', 'b.py', 'test_a.py', 'c.txt']
        self.assertEqual(fnmatch.filter(names, ['*.py', '!test_*'], flags=fnmatch.N),
                         ['a.py', 'b.py'])


if __name__ == '__main__':
    unittest.main()
