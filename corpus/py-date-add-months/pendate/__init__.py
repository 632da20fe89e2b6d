"""Calendar-aware dates (a small slice of pendulum)."""

from .date import Date

__all__ = ["Date"]
