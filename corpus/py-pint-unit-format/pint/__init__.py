from .util import UnitsContainer

__all__ = ["UnitsContainer"]
