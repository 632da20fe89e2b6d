"""
    Pygments basic API tests
"""
import unittest

from pygments import lex
from pygments.lexer import RegexLexer
from pygments.util import OptionError, get_bool_opt, get_int_opt


class WordLexer(RegexLexer):
    tokens = [
        (r'\n', 'Whitespace'),
        (r'[ \t]+', 'Whitespace'),
        (r'\w+', 'Name'),
        (r'=', 'Operator'),
    ]


def text_of(tokens):
    return ''.join(v for _, v in tokens)


class TestLexerOptions(unittest.TestCase):
    def test_defaults(self):
        tokens = list(lex('\n\nx = 1', WordLexer()))
        self.assertEqual(tokens[0], ('Name', 'x'))
        self.assertEqual(tokens[-1], ('Whitespace', '\n'))

    def test_stripall(self):
        self.assertEqual(text_of(lex('  \n x = 1  \n\n', WordLexer(stripall=True))), 'x = 1\n')

    def test_stripnl_off(self):
        self.assertEqual(text_of(lex('\nx\n', WordLexer(stripnl=False))), '\nx\n')

    def test_ensurenl_off(self):
        self.assertEqual(text_of(lex('x = 1', WordLexer(ensurenl=False))), 'x = 1')

    def test_ensurenl_off_from_string_option(self):
        tokens = list(lex('\nx\n\n', WordLexer(ensurenl='false')))
        self.assertEqual(tokens, [('Name', 'x')])

    def test_tabsize(self):
        self.assertEqual(text_of(lex('\tx', WordLexer(tabsize=4))), '    x\n')

    def test_error_token(self):
        self.assertIn(('Error', '!'), list(lex('x!', WordLexer())))


class TestUtil(unittest.TestCase):
    def test_getoptions(self):
        self.assertTrue(get_bool_opt({'a': '1'}, 'a'))
        self.assertTrue(get_bool_opt({'a': 'yes'}, 'a'))
        self.assertFalse(get_bool_opt({'a': 'Off'}, 'a'))
        self.assertFalse(get_bool_opt({}, 'a', False))
        self.assertRaises(OptionError, get_bool_opt, {'a': 'foo'}, 'a')
        self.assertEqual(get_int_opt({'a': '1'}, 'a'), 1)
        self.assertRaises(OptionError, get_int_opt, {'a': 'x'}, 'a')


if __name__ == '__main__':
    unittest.main()
