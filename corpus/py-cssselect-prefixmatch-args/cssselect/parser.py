# -*- coding: utf-8 -*-
"""
    cssselect.parser
    ================

    Tokenizer, parser and parsed objects for CSS selectors.


    :copyright: (c) 2007-2012 Ian Bicking and contributors.
                See AUTHORS for more details.
    :license: BSD, see LICENSE for more details.

"""

import re


class SelectorError(Exception):
    """Common parent for the errors raised by cssselect."""


class SelectorSyntaxError(SelectorError, SyntaxError):
    """Parsing a selector that does not match the grammar."""


#### Parsed objects

class Selector(object):
    """Represents a parsed selector."""
    def __init__(self, tree):
        self.parsed_tree = tree


class Class(object):
    """Represents selector.class_name"""
    def __init__(self, selector, class_name):
        self.selector = selector
        self.class_name = class_name


class Attrib(object):
    """Represents selector[attrib operator value]"""
    def __init__(self, selector, attrib, operator, value):
        self.selector = selector
        self.attrib = attrib
        self.operator = operator
        self.value = value


class Element(object):
    """Represents an element name; `None` is for the universal selector '*'"""
    def __init__(self, element=None):
        self.element = element


class CombinedSelector(object):
    def __init__(self, selector, combinator, subselector):
        self.selector = selector
        self.combinator = combinator
        self.subselector = subselector


#### Parser

def parse(css):
    """Parse a CSS *group of selectors* into a list of :class:`Selector`."""
    stream = TokenStream(tokenize(css))
    return list(parse_selector_group(stream))


def parse_selector_group(stream):
    stream.skip_whitespace()
    while 1:
        yield Selector(parse_selector(stream))
        if stream.peek() == ('DELIM', ','):
            stream.next()
        else:
            break


def parse_selector(stream):
    result = parse_simple_selector(stream)
    while 1:
        stream.skip_whitespace()
        peek = stream.peek()
        if peek in (('EOF', None), ('DELIM', ',')):
            break
        if peek == ('DELIM', '>'):
            combinator = stream.next().value
            stream.skip_whitespace()
        else:
            # By exclusion, the last parse_simple_selector() ended
            # at peek == ' '
            combinator = ' '
        result = CombinedSelector(result, combinator, parse_simple_selector(stream))
    return result


def parse_simple_selector(stream):
    stream.skip_whitespace()
    selector_start = len(stream.used)
    peek = stream.peek()
    element = None
    if peek.type == 'IDENT':
        element = stream.next().value
    elif peek == ('DELIM', '*'):
        stream.next()
    result = Element(element)
    while 1:
        peek = stream.peek()
        if peek.type in ('S', 'EOF') or peek in (('DELIM', ','), ('DELIM', '>')):
            break
        if peek == ('DELIM', '.'):
            stream.next()
            result = Class(result, stream.next_ident())
        elif peek == ('DELIM', '['):
            stream.next()
            result = parse_attrib(result, stream)
        else:
            raise SelectorSyntaxError("Expected selector, got %s" % (peek,))
    if len(stream.used) == selector_start:
        raise SelectorSyntaxError("Expected selector, got %s" % (stream.peek(),))
    return result


def parse_attrib(selector, stream):
    stream.skip_whitespace()
    attrib = stream.next_ident()
    stream.skip_whitespace()
    op = stream.next()
    if op == ('DELIM', ']'):
        return Attrib(selector, attrib, 'exists', None)
    if op.type != 'DELIM' or op.value not in ('=', '^=', '~='):
        raise SelectorSyntaxError("Operator expected, got %s" % (op,))
    stream.skip_whitespace()
    value = stream.next()
    if value.type not in ('IDENT', 'STRING'):
        raise SelectorSyntaxError("Expected string or ident, got %s" % (value,))
    stream.skip_whitespace()
    if stream.next() != ('DELIM', ']'):
        raise SelectorSyntaxError("Expected ']'")
    return Attrib(selector, attrib, op.value, value)


#### Tokenizer

class Token(tuple):
    def __new__(cls, type_, value, pos):
        obj = tuple.__new__(cls, (type_, value))
        obj.pos = pos
        return obj

    type = property(lambda self: self[0])
    value = property(lambda self: self[1])


_match_whitespace = re.compile(r'[ \t\r\n\f]+').match
_match_ident = re.compile(r'-?(?:[_a-z0-9-]|[^\0-\177])+', re.IGNORECASE).match
_match_string_by_quote = {
    "'": re.compile(r"[^\n\r\f']*").match,
    '"': re.compile(r'[^\n\r\f"]*').match,
}

delims_2ch = ('~=', '|=', '^=', '$=', '*=', '::', '!=')


def tokenize(s):
    pos = 0
    while pos < len(s):
        match = _match_whitespace(s, pos=pos)
        if match:
            yield Token('S', ' ', pos)
            pos = match.end()
            continue

        match = _match_ident(s, pos=pos)
        if match:
            yield Token('IDENT', match.group(), pos)
            pos = match.end()
            continue

        quote = s[pos]
        if quote in _match_string_by_quote:
            end_pos = _match_string_by_quote[quote](s, pos=pos + 1).end()
            if s[end_pos:end_pos + 1] != quote:
                raise SelectorSyntaxError('Unclosed string at %s' % pos)
            yield Token('STRING', s[pos + 1:end_pos], pos)
            pos = end_pos + 1
            continue

        pos2 = pos + 2
        if s[pos:pos2] in delims_2ch:
            yield Token('DELIM', s[pos:pos2], pos)
            pos = pos2
            continue

        yield Token('DELIM', s[pos], pos)
        pos += 1

    yield Token('EOF', None, pos)


class TokenStream(object):
    def __init__(self, tokens):
        self.used = []
        self.tokens = iter(tokens)
        self.peeked = None
        self._peeking = False

    def next(self):
        next = self.peek()
        self._peeking = False
        self.used.append(next)
        return next

    def peek(self):
        if not self._peeking:
            self.peeked = next(self.tokens)
            self._peeking = True
        return self.peeked

    def next_ident(self):
        next = self.next()
        if next.type != 'IDENT':
            raise SelectorSyntaxError('Expected ident, got %s' % (next,))
        return next.value

    def skip_whitespace(self):
        if self.peek().type == 'S':
            self.next()
