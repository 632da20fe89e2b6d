""" Munch is a subclass of dict with attribute-style access.

    >>> b = Munch()
    >>> b.hello = 'world'
    >>> b.hello
    'world'
"""

from .munch import DefaultMunch, Munch
from .convert import munchify, unmunchify

__version__ = '2.5.0'
__all__ = ('Munch', 'DefaultMunch', 'munchify', 'unmunchify')
