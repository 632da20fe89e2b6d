#!/usr/bin/env python
# -*- coding: utf-8 -*-
"""
    Tests for cssselect
    ===================

    These tests can be run with unittest:

        python -m unittest tests.test_cssselect

"""

import unittest

from cssselect import (parse, GenericTranslator, HTMLTranslator,
                       SelectorSyntaxError)


def xpath(css):
    return GenericTranslator().css_to_xpath(css, prefix='')


class TestCssselect(unittest.TestCase):

    def test_parser(self):
        def repr_parse(css):
            return [type(selector.parsed_tree).__name__ for selector in parse(css)]

        assert repr_parse('*') == ['Element']
        assert repr_parse('div, td.foo') == ['Element', 'Class']
        assert repr_parse('div > p[title]') == ['CombinedSelector']
        assert repr_parse('a[href="x"]') == ['Attrib']

    def test_parse_errors(self):
        for css in ['div[', 'div[foo', 'div[foo=', 'a[href="x]', '.', 'a > ', 'a!b']:
            self.assertRaises(SelectorSyntaxError, parse, css)

    def test_xpath_element_and_class(self):
        assert xpath('*') == "*"
        assert xpath('e') == "e"
        assert xpath('e.myclass') == (
            "e[@class and contains("
            "concat(' ', normalize-space(@class), ' '), ' myclass ')]")
        assert xpath('.a.b') == (
            "*[(@class and contains(concat(' ', normalize-space(@class), ' '), ' a ')) and "
            "(@class and contains(concat(' ', normalize-space(@class), ' '), ' b '))]")

    def test_xpath_attributes(self):
        assert xpath('e[foo]') == "e[@foo]"
        assert xpath('e[foo="bar"]') == "e[@foo = 'bar']"
        assert xpath('e[foo~="bar"]') == (
            "e[@foo and contains("
            "concat(' ', normalize-space(@foo), ' '), ' bar ')]")
        assert xpath('e[foo^="bar"]') == (
            "e[@foo and starts-with(@foo, 'bar')]")
        assert xpath('e[foo^=""]') == "e[0]"

    def test_xpath_combinators(self):
        assert xpath('e f') == "e/descendant-or-self::*/f"
        assert xpath('e > f') == "e/f"
        assert xpath('div.x > p') == (
            "div[@class and contains(concat(' ', normalize-space(@class), ' '), ' x ')]/p")

    def test_css_to_xpath_group(self):
        assert GenericTranslator().css_to_xpath('a, b') == (
            "descendant-or-self::a | descendant-or-self::b")

    def test_quoting(self):
        assert xpath('*[aval="\'"]') == '''*[@aval = "'"]'''
        assert xpath("*[aval='\"\"']") == """*[@aval = '""']"""

    def test_html_translator(self):
        css_to_xpath = HTMLTranslator().css_to_xpath
        assert css_to_xpath('DIV P[Title]') == (
            "descendant-or-self::div/descendant-or-self::*/p[@title]")
        assert css_to_xpath('A[HREF^="https:"]') == (
            "descendant-or-self::a[@href and starts-with(@href, 'https:')]")


if __name__ == '__main__':
    unittest.main()
