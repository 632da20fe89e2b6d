from .index import PackageIndex
from .resolver import Resolver, ResolutionError

__all__ = ["PackageIndex", "Resolver", "ResolutionError"]
