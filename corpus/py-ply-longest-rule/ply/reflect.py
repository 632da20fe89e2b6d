# -----------------------------------------------------------------------------
# ply: reflect.py
#
# This class represents information needed to build a lexer as extracted from a
# user's input file.
# -----------------------------------------------------------------------------

import types


class LexerReflect(object):
    def __init__(self, ldict):
        self.ldict = ldict
        self.tokens = []
        self.literals = ''
        self.ignore = ''
        self.funcsym = []
        self.strsym = []
        self.ignoresym = []
        self.error = False

    def get_all(self):
        self.tokens = list(self.ldict.get('tokens', []))
        self.literals = ''.join(self.ldict.get('literals', ''))
        self.ignore = self.ldict.get('t_ignore', '')
        self.get_rules()

    # Get all of the symbols with a t_ prefix and sort them into the various
    # categories (functions, strings, ignored).
    def get_rules(self):
        tsymbols = [f for f in self.ldict if f[:2] == 't_']
        for f in tsymbols:
            t = self.ldict[f]
            tokname = f[2:]
            if tokname in ('ignore', 'error'):
                continue
            if isinstance(t, (types.FunctionType, types.MethodType)):
                self.funcsym.append((f, t))
            elif isinstance(t, str):
                if tokname.startswith('ignore_'):
                    self.ignoresym.append((f, t))
                else:
                    self.strsym.append((f, t))
            else:
                raise SyntaxError('%s not defined as a function or string' % f)

        # Sort the functions by line number
        self.funcsym.sort(key=lambda x: x[1].__code__.co_firstlineno)

        # Sort the strings by regular expression length
        self.strsym.sort(key=lambda x: len(x[1]))

    def master_rules(self):
        """The (name, regex) pairs of the master regex, in matching order."""
        rules = [(f, func.__doc__) for f, func in self.funcsym]
        rules.extend(self.strsym)
        rules.extend(self.ignoresym)
        return rules
