"""Multidict implementation.

HTTP Headers and URL query string require specific data structure:
multidict. It behaves mostly like a dict but it can have
several values for the same key.
"""
from ._multidict_py import CIMultiDict, MultiDict, istr

__all__ = ("MultiDict", "CIMultiDict", "istr")

__version__ = "6.0.4"
