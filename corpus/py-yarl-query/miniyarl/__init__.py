"""Immutable URL objects (a small slice of yarl)."""

from ._url import URL

__all__ = ["URL"]
