"""
ASTEVAL provides a numpy-aware, safe(ish) 'eval' function.
"""
from .asteval import Interpreter
from .astutils import NameFinder, make_symbol_table, valid_symbol_name

__version__ = '0.9.31'
__all__ = ['Interpreter', 'NameFinder', 'make_symbol_table', 'valid_symbol_name']
