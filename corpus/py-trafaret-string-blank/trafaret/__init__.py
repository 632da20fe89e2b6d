from .base import DataError, Int, String, Trafaret
from .keys import Dict, Key

__all__ = ["DataError", "Dict", "Int", "Key", "String", "Trafaret"]
