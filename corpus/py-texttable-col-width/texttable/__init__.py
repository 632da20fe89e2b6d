from .texttable import ArraySizeError, Texttable

__all__ = ["Texttable", "ArraySizeError"]
