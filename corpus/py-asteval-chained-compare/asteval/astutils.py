"""
utility functions for asteval
"""
import ast
import math
import operator as op
import re

RESERVED_WORDS = ('False', 'None', 'True', 'and', 'as', 'assert', 'break',
                  'class', 'continue', 'def', 'del', 'elif', 'else', 'for',
                  'if', 'import', 'in', 'is', 'lambda', 'not', 'or', 'return',
                  'while', 'with', 'yield')

NAME_MATCH = re.compile(r"[a-zA-Z_][a-zA-Z0-9_]*$").match

FROM_MATH = ('ceil', 'cos', 'e', 'exp', 'fabs', 'floor', 'log', 'pi', 'sin', 'sqrt')

OPERATORS = {ast.Is: lambda a, b: a is b,
             ast.IsNot: lambda a, b: a is not b,
             ast.In: lambda a, b: a in b,
             ast.NotIn: lambda a, b: a not in b,
             ast.Add: op.add, ast.BitAnd: op.and_, ast.BitOr: op.or_,
             ast.BitXor: op.xor, ast.Div: op.truediv, ast.FloorDiv: op.floordiv,
             ast.LShift: op.lshift, ast.RShift: op.rshift, ast.Mult: op.mul,
             ast.Pow: op.pow, ast.Sub: op.sub, ast.Mod: op.mod,
             ast.Eq: op.eq, ast.Gt: op.gt, ast.GtE: op.ge, ast.Lt: op.lt,
             ast.LtE: op.le, ast.NotEq: op.ne,
             ast.Invert: op.invert, ast.Not: op.not_,
             ast.UAdd: op.pos, ast.USub: op.neg}


def valid_symbol_name(name):
    """Determine whether the input symbol name is a valid name."""
    if name in RESERVED_WORDS:
        return False
    return NAME_MATCH(name) is not None


def op2func(oper):
    """Return function for operator nodes."""
    return OPERATORS[oper.__class__]


class ExceptionHolder:
    """Basic exception handler."""
    def __init__(self, node, exc=None, msg='', expr=None, lineno=None):
        self.node = node
        self.expr = expr
        self.msg = msg
        self.exc = exc
        self.lineno = lineno

    def get_error(self):
        """Retrieve error data."""
        exc_name = self.exc.__name__ if self.exc is not None else 'UnknownError'
        return (exc_name, str(self.msg))


class NameFinder(ast.NodeVisitor):
    """Find all symbol names used by a parsed node."""
    def __init__(self):
        self.names = []
        ast.NodeVisitor.__init__(self)

    def generic_visit(self, node):
        if node.__class__.__name__ == 'Name':
            if node.id not in self.names:
                self.names.append(node.id)
        ast.NodeVisitor.generic_visit(self, node)


def make_symbol_table(**kws):
    """Create a default symboltable, taking dict of user-defined symbols."""
    symtable = {'abs': abs, 'len': len, 'max': max, 'min': min, 'round': round}
    for sym in FROM_MATH:
        symtable[sym] = getattr(math, sym)
    symtable.update(kws)
    return symtable
