from .room import Room
from .polygon import Polygon

__all__ = ["Room", "Polygon"]
