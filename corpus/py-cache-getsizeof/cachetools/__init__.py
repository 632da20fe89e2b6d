"""Extensible memoizing collections and decorators."""

from .cache import Cache
from .lru import LRUCache

__all__ = ("Cache", "LRUCache")
