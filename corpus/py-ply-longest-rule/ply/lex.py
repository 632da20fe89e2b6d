# ply: lex.py
# Copyright (C) 2001-2018 David M. Beazley (Dabeaz LLC)

import re

from .reflect import LexerReflect


# This exception is raised if an invalid token type is encountered
class LexError(Exception):
    def __init__(self, message, s):
        self.args = (message,)
        self.text = s


# Token class.  This class is used to represent the tokens produced.
class LexToken(object):
    def __repr__(self):
        return 'LexToken(%s,%r,%d,%d)' % (self.type, self.value, self.lineno, self.lexpos)


class Lexer:
    def __init__(self):
        self.lexre = None             # Master regular expression.
        self.lexindexfunc = {}        # Group name -> (function, token type)
        self.lexignore = ''           # Ignored characters
        self.lexliterals = ''         # Literal characters that can be passed through
        self.lexdata = None           # Actual input data (as a string)
        self.lexpos = 0               # Current position in input text
        self.lexlen = 0               # Length of the input text
        self.lineno = 1               # Current line number

    def input(self, s):
        self.lexdata = s
        self.lexpos = 0
        self.lexlen = len(s)

    def token(self):
        lexpos, lexlen, lexdata = self.lexpos, self.lexlen, self.lexdata
        while lexpos < lexlen:
            # This code provides some short-circuit code for whitespace, tabs, and other ignored characters
            if lexdata[lexpos] in self.lexignore:
                lexpos += 1
                continue
            m = self.lexre.match(lexdata, lexpos)
            if not m:
                if lexdata[lexpos] in self.lexliterals:
                    tok = LexToken()
                    tok.value = tok.type = lexdata[lexpos]
                    tok.lineno, tok.lexpos = self.lineno, lexpos
                    self.lexpos = lexpos + 1
                    return tok
                raise LexError("Illegal character '%s' at index %d" % (lexdata[lexpos], lexpos), lexdata[lexpos:])
            tok = LexToken()
            tok.value = m.group()
            tok.lineno, tok.lexpos = self.lineno, lexpos
            func, tok.type = self.lexindexfunc[m.lastgroup]
            lexpos = m.end()
            if not func:
                if tok.type:
                    self.lexpos = lexpos
                    return tok
                continue            # an ignore_ rule: discard the text
            self.lexpos = lexpos
            tok.lexer = self
            newtok = func(tok)
            if not newtok:
                lexpos = self.lexpos   # the function may have changed the position
                continue
            return newtok
        self.lexpos = lexpos
        return None

    def __iter__(self):
        return self

    def __next__(self):
        t = self.token()
        if t is None:
            raise StopIteration
        return t


def lex(module=None):
    ldict = {name: getattr(module, name) for name in dir(module)}
    linfo = LexerReflect(ldict)
    linfo.get_all()
    lexobj = Lexer()
    lexobj.lexignore, lexobj.lexliterals = linfo.ignore, linfo.literals
    parts = []
    for name, regex in linfo.master_rules():
        tokname = name[2:]
        func = ldict[name] if callable(ldict[name]) else None
        lexobj.lexindexfunc[name] = (func, None if tokname.startswith('ignore_') else tokname)
        parts.append('(?P<%s>%s)' % (name, regex))
    lexobj.lexre = re.compile('|'.join(parts), re.VERBOSE)
    return lexobj
