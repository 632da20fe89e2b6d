"""Nodal tree data structures and a visitor for them

A Node is a record of a match of an expression against some text. The text
itself is kept in ``full_text``; a node only knows where it starts and ends.

"""


class ParseError(Exception):
    """A call to ``Expression.parse()`` or ``match()`` didn't match."""

    def __init__(self, text, pos=-1, expr=None):
        self.text = text
        self.pos = pos
        self.expr = expr

    def __str__(self):
        rule_name = (("'%s'" % self.expr.name) if self.expr.name else
                     str(self.expr))
        return "Rule %s didn't match at '%s' (line %s, column %s)." % (
            rule_name, self.text[self.pos:self.pos + 20], self.line(), self.column())

    def line(self):
        """Return the 1-based line number where the expression ceased to match."""
        return self.text.count('\n', 0, self.pos) + 1

    def column(self):
        """Return the 1-based column where the expression ceased to match."""
        try:
            return self.pos - self.text.rindex('\n', 0, self.pos)
        except ValueError:
            return self.pos + 1


class IncompleteParseError(ParseError):
    """A call to ``parse()`` matched a whole Expression but did not consume the
    entire text."""

    def __str__(self):
        return "Rule '%s' matched in its entirety, but it didn't consume all the text. " \
               "The non-matching portion of the text begins with '%s' (line %s, column %s)." % (
                   self.expr.name, self.text[self.pos:self.pos + 20], self.line(), self.column())


class Node(object):
    """A parse tree node"""

    __slots__ = ['expr', 'full_text', 'start', 'end', 'children']

    def __init__(self, expr, full_text, start, end, children=None):
        self.expr = expr
        self.full_text = full_text
        self.start = start
        self.end = end
        self.children = children or []

    @property
    def expr_name(self):
        return self.expr.name

    def __iter__(self):
        """Support looping over my children and doing tuple unpacks on me."""
        return iter(self.children)

    @property
    def text(self):
        """Return the text this node matched."""
        return self.full_text[self.start:self.end]

    def __eq__(self, other):
        """Support by-value deep comparison with other nodes for testing."""
        if not isinstance(other, Node):
            return NotImplemented
        return (self.expr == other.expr and
                self.full_text == other.full_text and
                self.start == other.start and
                self.end == other.end and
                self.children == other.children)

    def __repr__(self):
        return '<Node matching %r>' % self.text


class RegexNode(Node):
    """Node returned from a ``Regex`` expression"""
    __slots__ = ['match']


class NodeVisitor(object):
    """A shell for writing things that turn parse trees into something useful"""

    def visit(self, node):
        """Walk a parse tree, transforming it into another representation."""
        method = getattr(self, 'visit_' + node.expr_name, self.generic_visit)
        return method(node, [self.visit(n) for n in node])

    def generic_visit(self, node, visited_children):
        raise NotImplementedError('No visitor method was defined for this expression: %s' %
                                  node.expr.as_rule())
