"""Sorted Containers -- Sorted List, Sorted Dict, Sorted Set (reduced)."""

from .sortedlist import SortedList

__all__ = ['SortedList']
__version__ = '2.4.0'
