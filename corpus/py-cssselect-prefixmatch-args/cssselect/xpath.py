# -*- coding: utf-8 -*-
"""
    cssselect.xpath
    ===============

    Translation of parsed CSS selectors to XPath expressions.


    :copyright: (c) 2007-2012 Ian Bicking and contributors.
                See AUTHORS for more details.
    :license: BSD, see LICENSE for more details.

"""

import re

from cssselect.parser import parse


#### XPath Helpers

class XPathExpr(object):

    def __init__(self, path='', element='*', condition=''):
        self.path = path
        self.element = element
        self.condition = condition

    def __str__(self):
        path = str(self.path) + str(self.element)
        if self.condition:
            path += '[%s]' % self.condition
        return path

    def add_condition(self, condition):
        if self.condition:
            self.condition = '(%s) and (%s)' % (self.condition, condition)
        else:
            self.condition = condition
        return self

    def join(self, combiner, other):
        path = str(self) + combiner
        # Any "star prefix" is redundant when joining.
        if other.path != '*/':
            path += other.path
        self.path = path
        self.element = other.element
        self.condition = other.condition
        return self


# Test that the string is not empty and does not contain whitespace
is_non_whitespace = re.compile(r'^[^ \t\r\n\f]+$').match


#### Translation

class GenericTranslator(object):
    """
    Translator for "generic" XML documents.

    Everything is case-sensitive, no assumption is made on the meaning
    of element names and attribute names.

    """

    combinator_mapping = {' ': 'descendant', '>': 'child'}

    attribute_operator_mapping = {
        'exists': 'exists', '=': 'equals', '~=': 'includes',
        '^=': 'prefixmatch',
    }

    #: The case sensitivity of document language element names and
    #: attribute names in selectors depends on the document language.
    #: http://www.w3.org/TR/selectors/#casesens
    lower_case_element_names = False
    lower_case_attribute_names = False

    # class used to represent and xpath expression
    xpathexpr_cls = XPathExpr

    def css_to_xpath(self, css, prefix='descendant-or-self::'):
        """Translate a *group of selectors* to XPath."""
        return ' | '.join(self.selector_to_xpath(selector, prefix)
                          for selector in parse(css))

    def selector_to_xpath(self, selector, prefix='descendant-or-self::'):
        """Translate a parsed selector to XPath."""
        return (prefix or '') + str(self.xpath(selector.parsed_tree))

    @staticmethod
    def xpath_literal(s):
        s = str(s)
        if "'" not in s:
            return "'%s'" % s
        return '"%s"' % s

    def xpath(self, parsed_selector):
        """Translate any parsed selector object."""
        type_name = type(parsed_selector).__name__
        method = getattr(self, 'xpath_%s' % type_name.lower())
        return method(parsed_selector)

    # Dispatched by parsed object type

    def xpath_combinedselector(self, combined):
        """Translate a combined selector."""
        combinator = self.combinator_mapping[combined.combinator]
        method = getattr(self, 'xpath_%s_combinator' % combinator)
        return method(self.xpath(combined.selector),
                      self.xpath(combined.subselector))

    def xpath_attrib(self, selector):
        operator = self.attribute_operator_mapping[selector.operator]
        method = getattr(self, 'xpath_attrib_%s' % operator)
        if self.lower_case_attribute_names:
            name = selector.attrib.lower()
        else:
            name = selector.attrib
        value = selector.value.value if selector.value is not None else None
        return method(self.xpath(selector.selector), '@' + name, value)

    def xpath_class(self, class_selector):
        """Translate a class selector."""
        # .foo is defined as [class~=foo] in the spec.
        xpath = self.xpath(class_selector.selector)
        return self.xpath_attrib_includes(
            xpath, '@class', class_selector.class_name)

    def xpath_element(self, selector):
        """Translate a type or universal selector."""
        element = selector.element
        if not element:
            element = '*'
        elif self.lower_case_element_names:
            element = element.lower()
        return self.xpathexpr_cls(element=element)

    # CombinedSelector: dispatch by combinator

    def xpath_descendant_combinator(self, left, right):
        """right is a child, grand-child or further descendant of left"""
        return left.join('/descendant-or-self::*/', right)

    def xpath_child_combinator(self, left, right):
        """right is an immediate child of left"""
        return left.join('/', right)

    # Attrib: dispatch by attribute operator

    def xpath_attrib_exists(self, xpath, name, value):
        xpath.add_condition(name)
        return xpath

    def xpath_attrib_equals(self, xpath, name, value):
        xpath.add_condition('%s = %s' % (name, self.xpath_literal(value)))
        return xpath

    def xpath_attrib_includes(self, xpath, name, value):
        if is_non_whitespace(value):
            xpath.add_condition(
                "%s and contains(concat(' ', normalize-space(%s), ' '), %s)"
                % (name, name, self.xpath_literal(' ' + value + ' ')))
        else:
            xpath.add_condition('0')
        return xpath

    def xpath_attrib_prefixmatch(self, xpath, name, value):
        if value:
            xpath.add_condition('%s and starts-with(%s, %s)' % (
                name, self.xpath_literal(value), name))
        else:
            xpath.add_condition('0')
        return xpath


class HTMLTranslator(GenericTranslator):
    """
    Translator for (X)HTML documents: element and attribute names are
    case-insensitive.
    """

    lower_case_element_names = True
    lower_case_attribute_names = True
