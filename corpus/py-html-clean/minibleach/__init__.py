"""An allow-list based HTML sanitizer (a small slice of bleach)."""

from .cleaner import ALLOWED_ATTRIBUTES, ALLOWED_PROTOCOLS, ALLOWED_TAGS, Cleaner, clean

__all__ = ["clean", "Cleaner", "ALLOWED_TAGS", "ALLOWED_ATTRIBUTES", "ALLOWED_PROTOCOLS"]
