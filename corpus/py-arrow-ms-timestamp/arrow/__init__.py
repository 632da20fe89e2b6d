from .arrow import Arrow
from .factory import get

__all__ = ["Arrow", "get"]
