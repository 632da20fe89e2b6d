"""Safe(ish) evaluation of mathematical expression using Python's ast module."""
import ast

from .astutils import ExceptionHolder, make_symbol_table, op2func, valid_symbol_name


class Interpreter:
    """create an asteval Interpreter: a restricted, simplified interpreter."""

    def __init__(self, symtable=None):
        self.symtable = make_symbol_table() if symtable is None else symtable
        self.error = []
        self.expr = None

    def raise_exception(self, node, exc=None, msg=''):
        """Add an exception."""
        self.error.append(ExceptionHolder(node, exc=exc, msg=msg, expr=self.expr))
        raise exc(msg)

    def eval(self, expr):
        """Evaluate a single statement."""
        self.expr = expr
        self.error = []
        try:
            node = ast.parse(expr)
        except SyntaxError as exc:
            self.error.append(ExceptionHolder(None, exc=SyntaxError, msg=str(exc), expr=expr))
            return None
        try:
            return self.run(node)
        except Exception:
            return None

    def run(self, node):
        """Execute parsed Ast representation for an expression."""
        handler = getattr(self, 'on_%s' % node.__class__.__name__.lower(), None)
        if handler is None:
            msg = "'%s' not supported" % node.__class__.__name__
            self.raise_exception(node, exc=NotImplementedError, msg=msg)
        return handler(node)

    def on_module(self, node):    # ():('body',)
        """Module def."""
        out = None
        for tnode in node.body:
            out = self.run(tnode)
        return out

    def on_expr(self, node):
        """Expression."""
        return self.run(node.value)

    def on_constant(self, node):   # ('value', 'kind')
        """Return constant value."""
        return node.value

    def on_name(self, node):    # ('id', 'ctx')
        """Name node."""
        if node.id in self.symtable:
            return self.symtable[node.id]
        msg = "name '%s' is not defined" % node.id
        self.raise_exception(node, exc=NameError, msg=msg)

    def on_assign(self, node):    # ('targets', 'value')
        """Simple assignment."""
        val = self.run(node.value)
        for tnode in node.targets:
            if not valid_symbol_name(tnode.id):
                self.raise_exception(tnode, exc=NameError, msg="invalid symbol name")
            self.symtable[tnode.id] = val
        return None

    def on_binop(self, node):    # ('left', 'op', 'right')
        """Binary operator."""
        return op2func(node.op)(self.run(node.left), self.run(node.right))

    def on_unaryop(self, node):    # ('op', 'operand')
        """Unary operator."""
        return op2func(node.op)(self.run(node.operand))

    def on_compare(self, node):  # ('left', 'ops', 'comparators')
        """comparison operators, including chained comparisons (a<b<c)"""
        lval = self.run(node.left)
        results = []
        multi = len(node.ops) > 1
        for oper, rnode in zip(node.ops, node.comparators):
            rval = self.run(rnode)
            ret = op2func(oper)(lval, rval)
            if multi:
                results.append(ret)
                if not all(results):
                    return False
        if multi:
            ret = all(results)
        return ret

    def on_call(self, node):
        """Function execution."""
        func = self.run(node.func)
        if not callable(func):
            msg = "'%s' is not callable!!" % (func)
            self.raise_exception(node, exc=TypeError, msg=msg)
        args = [self.run(targ) for targ in node.args]
        keywords = {key.arg: self.run(key.value) for key in node.keywords}
        return func(*args, **keywords)
