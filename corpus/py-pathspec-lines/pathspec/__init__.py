"""
The *pathspec* package provides pattern matching for file paths (reduced).
"""

from .gitwildmatch import GitWildMatchPattern
from .pathspec import PathSpec

__all__ = ["GitWildMatchPattern", "PathSpec"]
