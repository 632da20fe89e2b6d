"""Subexpressions that make up a parsed grammar

These do the parsing.

"""
import re

from parsimonious.nodes import Node, RegexNode, ParseError, IncompleteParseError


class Expression(object):
    """A thing that can be matched against a piece of text"""

    __slots__ = ['name']

    def __init__(self, name=''):
        self.name = name

    def parse(self, text, pos=0):
        """Return a parse tree of ``text``.

        Raise ``ParseError`` if the expression wasn't satisfied. Raise
        ``IncompleteParseError`` if the expression was satisfied but didn't
        consume the full string.

        """
        node = self.match(text, pos=pos)
        if node.end < len(text):
            raise IncompleteParseError(text, node.end, self)
        return node

    def match(self, text, pos=0):
        """Return the parse tree matching this expression at the given
        position, not necessarily extending all the way to the end of ``text``.

        Raise ``ParseError`` if there is no match there.

        """
        error = ParseError(text)
        node = self.match_core(text, pos, {}, error)
        if node is None:
            raise error
        return node

    def match_core(self, text, pos, cache, error):
        """Internal guts of ``match()``, memoizing on (expression id, position)."""
        expr_id = id(self)
        node = cache.get((expr_id, pos), ())
        if node == ():
            node = cache[(expr_id, pos)] = self._uncached_match(text, pos, cache, error)
        if node is None and pos >= error.pos and (self.name or getattr(error.expr, 'name', None) is None):
            error.expr = self
            error.pos = pos
        return node

    def as_rule(self):
        """Return the left- and right-hand sides of a rule that represents me."""
        rhs = self._as_rhs().strip()
        if rhs.startswith('(') and rhs.endswith(')'):
            rhs = rhs[1:-1]
        return ('%s = %s' % (self.name, rhs)) if self.name else rhs

    def __str__(self):
        return '<%s %s>' % (self.__class__.__name__, self.as_rule())


class Literal(Expression):
    """A string literal"""

    __slots__ = ['literal']

    def __init__(self, literal, name=''):
        super(Literal, self).__init__(name)
        self.literal = literal

    def _uncached_match(self, text, pos, cache, error):
        if text.startswith(self.literal, pos):
            return Node(self, text, pos, pos + len(self.literal))

    def _as_rhs(self):
        return repr(self.literal)


class Regex(Expression):
    """An expression that matches what a regex does."""

    __slots__ = ['re']

    def __init__(self, pattern, name='', ignore_case=False, multiline=False, dot_all=False):
        super(Regex, self).__init__(name)
        self.re = re.compile(pattern, (ignore_case and re.I) |
                                      (multiline and re.M) |
                                      (dot_all and re.S))

    def _uncached_match(self, text, pos, cache, error):
        m = self.re.match(text, pos)
        if m is not None:
            span = m.span()
            node = RegexNode(self, text, pos, pos + span[1] - span[0])
            node.match = m
            return node

    def _as_rhs(self):
        return '~{!r}'.format(self.re.pattern)


class Compound(Expression):
    """An abstract expression which contains other expressions"""

    __slots__ = ['members']

    def __init__(self, *members, **kwargs):
        super(Compound, self).__init__(kwargs.get('name', ''))
        self.members = members

    def _unicode_members(self):
        return [(m.name or m._as_rhs()) for m in self.members]


class Sequence(Compound):
    """A series of expressions that must match contiguous, ordered pieces of
    the text"""

    def _uncached_match(self, text, pos, cache, error):
        new_pos = pos
        children = []
        for m in self.members:
            node = m.match_core(text, new_pos, cache, error)
            if node is None:
                return None
            children.append(node)
            new_pos += node.end - node.start
        return Node(self, text, pos, new_pos, children)

    def _as_rhs(self):
        return '({0})'.format(' '.join(self._unicode_members()))


class OneOf(Compound):
    """A series of expressions, one of which must match"""

    def _uncached_match(self, text, pos, cache, error):
        for m in self.members:
            node = m.match_core(text, pos, cache, error)
            if node is not None:
                # Wrap the succeeding child in a node representing the OneOf:
                return Node(self, text, pos, node.end, children=[node])

    def _as_rhs(self):
        return '({0})'.format(' / '.join(self._unicode_members()))


class Lookahead(Compound):
    """An expression which consumes nothing, even if its contained expression
    succeeds"""

    __slots__ = ['negativity']

    def __init__(self, member, *, negative=False, **kwargs):
        super(Lookahead, self).__init__(member, **kwargs)
        self.negativity = bool(negative)

    def _uncached_match(self, text, pos, cache, error):
        node = self.members[0].match_core(text, pos, cache, error)
        if (node is None) == self.negativity:  # negative lookahead == match only if not found
            return Node(self, text, pos, pos)

    def _as_rhs(self):
        return '%s%s' % ('!' if self.negativity else '&', self._unicode_members()[0])


def Not(term):
    return Lookahead(term, negative=True)


class Quantifier(Compound):
    """An expression wrapper like the */+/?/{n,m} quantifier in regexes."""

    __slots__ = ['min', 'max']

    def __init__(self, member, *, min=0, max=float('inf'), name='', **kwargs):
        super(Quantifier, self).__init__(member, name=name, **kwargs)
        self.min = min
        self.max = max

    def _uncached_match(self, text, pos, cache, error):
        new_pos = pos
        children = []
        size = len(text)
        while new_pos < size and len(children) < self.max:
            node = self.members[0].match_core(text, new_pos, cache, error)
            if node is None:
                break  # no more matches
            children.append(node)
            length = node.end - node.start
            if len(children) >= self.min and length == 0:  # Don't loop infinitely
                break
            new_pos += length
        if len(children) >= self.min:
            return Node(self, text, pos, new_pos, children)

    def _as_rhs(self):
        if self.min == 0 and self.max == 1:
            qualifier = '?'
        elif self.min == 0 and self.max == float('inf'):
            qualifier = '*'
        elif self.min == 1 and self.max == float('inf'):
            qualifier = '+'
        elif self.max == float('inf'):
            qualifier = '{%d,}' % self.min
        elif self.min == 0:
            qualifier = '{,%d}' % self.max
        else:
            qualifier = '{%d,%d}' % (self.min, self.max)
        return '%s%s' % (self._unicode_members()[0], qualifier)


def ZeroOrMore(member, name=''):
    return Quantifier(member, name=name, min=0, max=float('inf'))


def OneOrMore(member, name='', min=0):
    return Quantifier(member, name=name, min=min, max=float('inf'))


def Optional(member, name=''):
    return Quantifier(member, name=name, min=0, max=1)
