"""The Loguru library provides a pre-instanced logger to facilitate dealing with logging in Python."""

from ._filters import filter_by_level, filter_by_name, filter_none
from ._logger import Level, make_filter

__all__ = ["Level", "make_filter", "filter_by_level", "filter_by_name", "filter_none"]
