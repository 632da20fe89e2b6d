from unittest import TestCase

from parsimonious.expressions import (Literal, Regex, Sequence, OneOf, Not, Lookahead,
                                      Quantifier, Optional, ZeroOrMore, OneOrMore)
from parsimonious.nodes import Node, ParseError, IncompleteParseError


class LengthTests(TestCase):
    """Tests for returning the right lengths

    I wrote these before parse tree generation was implemented. They're
    partially redundant with TreeTests.

    """
    def len_eq(self, node, length):
        """Return whether the match lengths of 2 nodes are equal.

        Makes tests shorter and lets them omit positional stuff they don't care
        about.

        """
        node_length = None if node is None else node.end - node.start
        self.assertTrue(node_length == length)

    def test_regex(self):
        self.len_eq(Literal('hello').match('ehello', 1), 5)  # simple
        self.len_eq(Regex('hello*').match('hellooo'), 7)  # *
        self.assertRaises(ParseError, Regex('hello*').match, 'goodbye')  # no match
        self.len_eq(Regex('hello', ignore_case=True).match('HELLO'), 5)

    def test_sequence(self):
        self.len_eq(Sequence(Regex('hi*'), Literal('lo'), Regex('.ingo')).match('hiiiilobingo1234'), 12)

    def test_one_of(self):
        self.len_eq(OneOf(Literal('aaa'), Literal('bb')).match('aaa'), 3)  # first alternative
        self.len_eq(OneOf(Literal('aaa'), Literal('bb')).match('bbaaa'), 2)  # second

    def test_not(self):
        self.len_eq(Not(Regex('.')).match(''), 0)
        self.assertRaises(ParseError, Not(Regex('.')).match, 'a')

    def test_lookahead(self):
        self.len_eq(Lookahead(Literal('ab')).match('abc'), 0)
        self.assertRaises(ParseError, Lookahead(Literal('ab')).match, 'ba')

    def test_optional(self):
        self.len_eq(Sequence(Optional(Literal('a')), Literal('b')).match('b'), 1)  # contained expr fails
        self.len_eq(Sequence(Optional(Literal('a')), Literal('b')).match('ab'), 2)  # contained expr succeeds

    def test_zero_or_more(self):
        self.len_eq(ZeroOrMore(Literal('b')).match(''), 0)  # zero
        self.len_eq(ZeroOrMore(Literal('b')).match('bbb'), 3)  # more

    def test_one_or_more(self):
        self.len_eq(OneOrMore(Literal('b')).match('b'), 1)  # one
        self.len_eq(OneOrMore(Literal('b')).match('bbb'), 3)  # more
        self.len_eq(OneOrMore(Literal('b'), min=3).match('bbb'), 3)  # with custom min; success
        self.assertRaises(ParseError, OneOrMore(Literal('b'), min=3).match, 'bb')  # with custom min; failure
        self.assertRaises(ParseError, OneOrMore(Literal('b')).match, 'a')  # none

    def test_quantifier(self):
        self.len_eq(Quantifier(Literal('a'), min=2, max=3).match('aaaa'), 3)
        self.assertRaises(ParseError, Quantifier(Literal('a'), min=2, max=3).match, 'ab')


class TreeTests(TestCase):

    def test_simple_node(self):
        text = 'o hai'
        expr = Regex('o hai', name='greeting')
        self.assertEqual(expr.match(text), Node(expr, text, 0, 5))

    def test_sequence_nodes(self):
        text = 'chitty bang'
        chitty = Literal('chitty', name='chitty')
        space = Literal(' ')
        bang = Literal('bang', name='bang')
        s = Sequence(chitty, space, bang, name='sequence')
        self.assertEqual(s.match(text), Node(s, text, 0, 11, children=[
            Node(chitty, text, 0, 6), Node(space, text, 6, 7), Node(bang, text, 7, 11)]))

    def test_parse_with_leftovers(self):
        self.assertRaises(IncompleteParseError, Literal('chitty').parse, 'chitty bang')

    def test_one_or_more_in_a_word_rule(self):
        word = OneOrMore(Regex('[a-z]'), name='word')
        self.assertEqual(word.parse('abc').text, 'abc')
        self.assertRaises(ParseError, Sequence(word, Literal('!')).parse, '!')


class RepresentationTests(TestCase):

    def test_quantifier_rules(self):
        self.assertEqual(ZeroOrMore(Literal('a')).as_rule(), "'a'*")
        self.assertEqual(Optional(Literal('a')).as_rule(), "'a'?")
        self.assertEqual(OneOrMore(Literal('a'), name='as').as_rule(), "as = 'a'+")
        self.assertEqual(Quantifier(Literal('a'), min=2, max=5).as_rule(), "'a'{2,5}")
