"""structlog: structured logging for Python (reduced)."""

from .processors import KeyValueRenderer, add_log_level

__all__ = ["KeyValueRenderer", "add_log_level"]
