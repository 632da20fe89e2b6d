"""Generate simple tables in terminals from a nested list of strings.

https://github.com/Robpol86/terminaltables
https://pypi.python.org/pypi/terminaltables
"""

from terminaltables.ascii_table import AsciiTable  # noqa

__author__ = '@Robpol86'
__license__ = 'MIT'
__version__ = '3.1.10'
