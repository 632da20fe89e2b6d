class Node:
    """A parse tree node: the expression that matched and the span of text it matched."""

    __slots__ = ["expr", "full_text", "start", "end", "children"]

    def __init__(self, expr, full_text, start, end, children=None):
        self.expr = expr
        self.full_text = full_text
        self.start = start
        self.end = end
        self.children = children or []

    @property
    def expr_name(self):
        return self.expr.name

    @property
    def text(self):
        """Return the text this node matched."""
        return self.full_text[self.start:self.end]

    def __iter__(self):
        return iter(self.children)

    def __eq__(self, other):
        if not isinstance(other, Node):
            return NotImplemented
        return (self.expr == other.expr and self.full_text == other.full_text
                and self.start == other.start and self.end == other.end
                and self.children == other.children)

    def __repr__(self):
        return "<Node %s matching %r>" % (self.expr_name or type(self.expr).__name__, self.text)


class NodeVisitor:
    """Walk a parse tree bottom-up, calling ``visit_<expr name>`` for each named node."""

    def visit(self, node):
        method = getattr(self, "visit_" + node.expr_name, self.generic_visit)
        return method(node, [self.visit(n) for n in node])

    def generic_visit(self, node, visited_children):
        return visited_children or node
