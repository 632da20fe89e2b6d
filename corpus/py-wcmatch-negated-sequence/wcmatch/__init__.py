"""Wildcard matching."""

__version__ = '8.4.1'
__all__ = ('fnmatch',)
