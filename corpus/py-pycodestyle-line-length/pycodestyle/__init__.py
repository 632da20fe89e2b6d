r"""
Check Python source code formatting, according to PEP 8.

For usage and a list of options, try this:
$ python pycodestyle.py -h
"""

from pycodestyle.checker import Checker
from pycodestyle.checks import MAX_LINE_LENGTH

__version__ = '2.11.1'
__all__ = ['Checker', 'MAX_LINE_LENGTH']
