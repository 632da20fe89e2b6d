__version__ = "1.2.0"

from .date import parse

__all__ = ["parse"]
