import re

from parsimonious.nodes import Node


class ParseError(Exception):
    def __init__(self, text, pos=-1, expr=None):
        super().__init__("Rule %r didn't match at %r" % (getattr(expr, "name", ""), text[pos:pos + 20]))
        self.text = text
        self.pos = pos
        self.expr = expr


class Expression:
    def __init__(self, name=""):
        self.name = name

    def parse(self, text, pos=0):
        node = self.match(text, pos)
        if node.end < len(text):
            raise ParseError(text, node.end, self)
        return node

    def match(self, text, pos=0):
        node = self._match(text, pos)
        if node is None:
            raise ParseError(text, pos, self)
        return node


class Literal(Expression):
    def __init__(self, literal, name=""):
        super().__init__(name)
        self.literal = literal

    def _match(self, text, pos):
        if text.startswith(self.literal, pos):
            return Node(self, text, pos, pos + len(self.literal))


class Regex(Expression):
    def __init__(self, pattern, name="", ignore_case=False):
        super().__init__(name)
        self.re = re.compile(pattern, re.I if ignore_case else 0)

    def _match(self, text, pos):
        m = self.re.match(text, pos)
        if m is not None:
            return Node(self, text, pos, m.end())


class Compound(Expression):
    def __init__(self, *members, name=""):
        super().__init__(name)
        self.members = members


class Sequence(Compound):
    def _match(self, text, pos):
        new_pos = pos
        children = []
        for m in self.members:
            node = m._match(text, new_pos)
            if node is None:
                return None
            children.append(node)
            new_pos += node.end - node.start
        return Node(self, text, pos, new_pos, children)


class OneOf(Compound):
    def _match(self, text, pos):
        for m in self.members:
            node = m._match(text, pos)
            if node is not None:
                return Node(self, text, pos, node.end, children=[node])


class Lookahead(Compound):
    """Match if the member would match here (or would not, if negative), consuming nothing."""

    def __init__(self, member, negativity=False, name=""):
        super().__init__(member, name=name)
        self.negativity = bool(negativity)

    def _match(self, text, pos):
        node = self.members[0]._match(text, pos)
        if (node is None) != self.negativity:
            return Node(self, text, pos, pos)


def Not(term):
    return Lookahead(term, negativity=True)


class Quantifier(Compound):
    def __init__(self, member, name="", min=0, max=float("inf")):
        super().__init__(member, name=name)
        self.min = min
        self.max = max

    def _match(self, text, pos):
        new_pos = pos
        children = []
        while len(children) < self.max:
            node = self.members[0]._match(text, new_pos)
            if node is None or node.end == node.start:
                break
            children.append(node)
            new_pos = node.end
        if len(children) >= self.min:
            return Node(self, text, pos, new_pos, children)


def ZeroOrMore(member, name=""):
    return Quantifier(member, name=name, min=0)


def OneOrMore(member, name="", min=1):
    return Quantifier(member, name=name, min=min)


def Optional(member, name=""):
    return Quantifier(member, name=name, min=0, max=1)
