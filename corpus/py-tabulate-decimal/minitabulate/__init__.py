"""Pretty-print tabular data (a small slice of tabulate)."""

from .core import tabulate

__all__ = ["tabulate"]
