# -*- coding: utf-8 -*-
# Copyright (c) The python-semanticversion project
# This code is distributed under the two-clause BSD License.

import operator
import re

from .base import Version


class SimpleSpec(object):
    """A comma-separated list of clauses, such as '>=1.0.0,<2.0.0'."""

    clause_re = re.compile(r'^(<|<=|==|>=|>|!=)?(\d+\.\d+\.\d+\S*)$')

    OPERATORS = {
        '<': operator.lt,
        '<=': operator.le,
        '==': operator.eq,
        '>=': operator.ge,
        '>': operator.gt,
        '!=': operator.ne,
    }

    def __init__(self, expression):
        self.expression = expression
        self.clauses = []
        for clause in expression.split(','):
            clause = clause.strip()
            m = self.clause_re.match(clause)
            if not m:
                raise ValueError("Invalid simple spec clause: %r" % clause)
            self.clauses.append((self.OPERATORS[m.group(1) or '=='], Version(m.group(2))))

    def match(self, version):
        return all(op(version, target) for op, target in self.clauses)

    def filter(self, versions):
        for version in versions:
            if self.match(version):
                yield version

    def select(self, versions):
        options = list(self.filter(versions))
        if options:
            return max(options)
        return None
