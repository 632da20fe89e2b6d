'''This module contains the ComplexityVisitor class which is where all the
analysis concerning Cyclomatic Complexity is done.'''

import ast
import collections

BaseFunc = collections.namedtuple('Function', ['name', 'lineno', 'col_offset', 'endline',
                                               'is_method', 'classname', 'complexity'])
BaseClass = collections.namedtuple('Class', ['name', 'lineno', 'col_offset', 'endline',
                                             'methods', 'real_complexity'])


class Function(BaseFunc):
    '''Object represeting a function block.'''

    @property
    def fullname(self):
        '''The full name of the function: {class name}.{method name} for a method.'''
        if self.classname is None:
            return self.name
        return '{0}.{1}'.format(self.classname, self.name)


class Class(BaseClass):
    '''Object representing a class block.'''

    fullname = property(lambda self: self.name)


class ComplexityVisitor(ast.NodeVisitor):
    '''A visitor that keeps track of the cyclomatic complexity of
    the elements.'''

    def __init__(self, classname=None, off=True):
        self.off = off
        self.complexity = 1 if off else 0
        self.functions = []
        self.classes = []
        self.classname = classname

    @classmethod
    def from_code(cls, code, **kwargs):
        '''Instanciate the class from source code (string object).'''
        visitor = cls(**kwargs)
        visitor.visit(ast.parse(code))
        return visitor

    @property
    def blocks(self):
        '''All the blocks visited: the functions and the classes, with their methods.'''
        blocks = list(self.functions)
        for cls in self.classes:
            blocks.append(cls)
            blocks.extend(cls.methods)
        return blocks

    def generic_visit(self, node):
        '''Main entry point for the visitor.'''
        name = node.__class__.__name__
        # The Try/Except block is counted as the number of handlers
        # plus the `else` block.
        if name == 'Try':
            self.complexity += len(node.handlers) + bool(node.orelse)
        elif name == 'BoolOp':
            self.complexity += len(node.values)
        # Ifs, with and assert statements count all as 1.
        elif name in ('With', 'If', 'IfExp', 'AsyncWith', 'Assert'):
            self.complexity += 1
        # The For and While blocks count as 1 plus the `else` block.
        elif name in ('For', 'While', 'AsyncFor'):
            self.complexity += bool(node.orelse) + 1
        # List, set, dict comprehensions and generator exps count as 1 plus
        # the `if` statement.
        elif name == 'comprehension':
            self.complexity += len(node.ifs) + 1
        super(ComplexityVisitor, self).generic_visit(node)

    def visit_FunctionDef(self, node):
        '''When visiting functions a new visitor is created to recursively
        analyze the function's body.'''
        body_complexity = 1
        for child in node.body:
            visitor = ComplexityVisitor(off=False)
            visitor.visit(child)
            body_complexity += visitor.complexity
        self.functions.append(Function(node.name, node.lineno, node.col_offset, node.end_lineno,
                                       self.classname is not None, self.classname,
                                       body_complexity))

    def visit_ClassDef(self, node):
        '''When visiting classes a new visitor is created to recursively
        analyze the class' body and methods.'''
        visitor = ComplexityVisitor(classname=node.name, off=False)
        for child in node.body:
            visitor.visit(child)
        methods = visitor.functions
        real = 1 + sum(m.complexity for m in methods)
        self.classes.append(Class(node.name, node.lineno, node.col_offset, node.end_lineno,
                                  methods, real))
