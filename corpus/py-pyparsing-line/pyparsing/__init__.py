"""pyparsing - classes and methods to define and execute parsing grammars (reduced)."""

from .exceptions import ParseBaseException, ParseException
from .util import col, line, lineno

__all__ = ["ParseBaseException", "ParseException", "col", "line", "lineno"]
