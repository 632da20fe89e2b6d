from .slugify import DEFAULT_SEPARATOR, slugify, smart_truncate

__all__ = ("DEFAULT_SEPARATOR", "slugify", "smart_truncate")
