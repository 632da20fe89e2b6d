"""
Soup Sieve.

A CSS selector filter for BeautifulSoup4.
"""
from . import css_parser as cp
from .util import SelectorSyntaxError

__all__ = ('SelectorSyntaxError', 'escape', 'parse')


def parse(select: str) -> 'cp.Selector':
    """Parse a compound CSS selector."""

    return cp.CSSParser(select).process_selectors()


def escape(ident: str) -> str:
    """Escape identifier."""

    return cp.escape(ident)
