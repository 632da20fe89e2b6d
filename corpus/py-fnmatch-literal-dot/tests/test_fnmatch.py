"""Test cases for the fnmatch and glob modules."""
import os
import tempfile
import unittest

from pylib import glob
from pylib.fnmatch import filter, fnmatchcase, translate


class FnmatchTestCase(unittest.TestCase):
    def check_match(self, filename, pattern, should_match=True):
        if should_match:
            self.assertTrue(fnmatchcase(filename, pattern),
                            "expected %r to match pattern %r" % (filename, pattern))
        else:
            self.assertFalse(fnmatchcase(filename, pattern),
                             "expected %r not to match pattern %r" % (filename, pattern))

    def test_fnmatch(self):
        check = self.check_match
        check('abc', 'abc')
        check('abc', '?*?')
        check('abc', '???*')
        check('abc', '*???')
        check('abc', '???')
        check('abc', '*')
        check('abc', 'ab[cd]')
        check('abc', 'ab[!de]')
        check('abc', 'ab[de]', False)
        check('a', '??', False)
        check('a', 'b', False)
        check('\nfoo', '*foo')

    def test_special_characters(self):
        check = self.check_match
        check('a.txt', '*.txt')
        check('a_txt', '*.txt', False)
        check('c++', 'c++')
        check('cc', 'c++', False)
        check('a(b)', 'a(b)')

    def test_bracket_edge_cases(self):
        self.check_match('[', '[')
        self.check_match(']', '[]]')
        self.check_match('a', '[!]]')

    def test_translate(self):
        self.assertEqual(translate('*'), r'(?s:.*)\Z')
        self.assertEqual(translate('**a?'), r'(?s:.*a.)\Z')
        self.assertEqual(translate('[!x]'), r'(?s:[^x])\Z')

    def test_filter(self):
        names = ['Python', 'Ruby', 'Perl', 'Tcl']
        self.assertEqual(filter(names, 'P*'), ['Python', 'Perl'])


class GlobTestCase(unittest.TestCase):
    def test_glob_extension(self):
        with tempfile.TemporaryDirectory() as tmp:
            for name in ('setup.py', 'setup_py', 'README.md', '.hidden.py'):
                open(os.path.join(tmp, name), 'w').close()
            self.assertEqual(glob.glob('*.py', root_dir=tmp), ['setup.py'])
            self.assertEqual(glob.glob('README.md', root_dir=tmp), ['README.md'])
            self.assertEqual(glob.glob('R*', root_dir=tmp), ['README.md'])


if __name__ == '__main__':
    unittest.main()
