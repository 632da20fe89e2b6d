"""Database URLs: dialect+driver://user:password@host:port/database?key=value"""

from .parse import ArgumentError, make_url
from .url import URL

__all__ = ["ArgumentError", "URL", "make_url"]
