"""Parsimonious's public API. Import from here.

Things may move around in modules deeper than this one.

"""
from parsimonious.nodes import Node, NodeVisitor, ParseError, IncompleteParseError
