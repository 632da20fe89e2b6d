import unittest

from ply.lex import LexError, lex


class CalcLexer(object):
    tokens = ('NUMBER', 'ID', 'PLUS', 'ASSIGN', 'EQ', 'LT', 'LE')
    literals = '();'

    t_PLUS = r'\+'
    t_ASSIGN = r'='
    t_EQ = r'=='
    t_LT = r'<'
    t_LE = r'<='
    t_ID = r'[a-zA-Z_][a-zA-Z_0-9]*'
    t_ignore = ' \t'
    t_ignore_COMMENT = r'\#.*'

    def t_NUMBER(self, t):
        r'\d+'
        t.value = int(t.value)
        return t

    def t_newline(self, t):
        r'\n+'
        t.lexer.lineno += len(t.value)


def tokenize(text):
    lexer = lex(module=CalcLexer())
    lexer.input(text)
    return [(tok.type, tok.value) for tok in lexer]


class LexTest(unittest.TestCase):

    def test_numbers_and_names(self):
        self.assertEqual(tokenize('x + 42'), [('ID', 'x'), ('PLUS', '+'), ('NUMBER', 42)])

    def test_assignment(self):
        self.assertEqual(tokenize('y = 7'), [('ID', 'y'), ('ASSIGN', '='), ('NUMBER', 7)])

    def test_equality(self):
        self.assertEqual(tokenize('a == b'), [('ID', 'a'), ('EQ', '=='), ('ID', 'b')])

    def test_less_equal(self):
        self.assertEqual([t for t, _ in tokenize('1 <= 2 < 3')],
                         ['NUMBER', 'LE', 'NUMBER', 'LT', 'NUMBER'])

    def test_literals(self):
        self.assertEqual(tokenize('(1);'), [('(', '('), ('NUMBER', 1), (')', ')'), (';', ';')])

    def test_lineno_and_comments(self):
        lexer = lex(module=CalcLexer())
        lexer.input('a # first\n\nb')
        toks = list(lexer)
        self.assertEqual([(t.value, t.lineno) for t in toks], [('a', 1), ('b', 3)])
        self.assertEqual(toks[1].lexpos, 11)

    def test_illegal_character(self):
        with self.assertRaises(LexError):
            tokenize('a $ b')


if __name__ == '__main__':
    unittest.main()
