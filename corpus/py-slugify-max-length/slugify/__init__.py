from .special import PRE_TRANSLATIONS
from .slugify import DEFAULT_SEPARATOR, slugify, smart_truncate

__all__ = ["slugify", "smart_truncate", "DEFAULT_SEPARATOR", "PRE_TRANSLATIONS"]
