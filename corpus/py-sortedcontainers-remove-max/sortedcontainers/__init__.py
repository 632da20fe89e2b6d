"""Sorted Containers -- Sorted List, Sorted Set"""

from .sortedlist import SortedList
from .sortedset import SortedSet

__version__ = "2.4.0"
