from .plural import c2py
from .translations import GNUTranslations, NullTranslations

__all__ = ["c2py", "GNUTranslations", "NullTranslations"]
