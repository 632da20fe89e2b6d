"""Split SQL scripts into statements (a tiny subset of sqlparse)."""

from .api import format_statements, split

__all__ = ["split", "format_statements"]
