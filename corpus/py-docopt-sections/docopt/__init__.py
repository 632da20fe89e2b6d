"""Pythonic command-line interface parser that will make you smile.

 * http://docopt.org
 * Repository and issue-tracker: https://github.com/docopt/docopt
 * Licensed under terms of MIT license (see LICENSE-MIT)
"""
from .patterns import Option
from .sections import (DocoptLanguageError, formal_usage, parse_defaults,
                       parse_section, printable_usage)

__all__ = ['Option', 'DocoptLanguageError', 'formal_usage', 'parse_defaults',
           'parse_section', 'printable_usage']
__version__ = '0.6.2'
