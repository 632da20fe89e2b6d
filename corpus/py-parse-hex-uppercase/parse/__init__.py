"""Parse strings using a specification based on the Python format() syntax.

   ``parse()`` is the opposite of ``format()``

The module is set up to only export ``parse()``, ``search()``, ``findall()``
and ``compile()``.
"""
from .parse import Parser, Result

__version__ = "1.20.2"
__all__ = ["parse", "search", "findall", "compile", "Parser", "Result"]


def parse(format, string, evaluate_result=True, case_sensitive=False):
    """Using "format" attempt to pull values from "string"."""
    return Parser(format, case_sensitive).parse(string, evaluate_result=evaluate_result)


def search(format, string, pos=0, endpos=None, case_sensitive=False):
    """Search "string" for the first occurrence of "format"."""
    return Parser(format, case_sensitive).search(string, pos, endpos)


def findall(format, string, pos=0, endpos=None, case_sensitive=False):
    """Search "string" for all occurrences of "format"."""
    return Parser(format, case_sensitive).findall(string, pos, endpos)


def compile(format, case_sensitive=False):
    """Create a Parser instance to parse "format"."""
    return Parser(format, case_sensitive)
