__all__ = ("loads", "TOMLDecodeError")

from ._parser import TOMLDecodeError, loads
