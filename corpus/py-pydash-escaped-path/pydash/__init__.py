"""The kitchen sink of Python utility libraries for doing "stuff" in a functional way."""

from .helpers import UNSET
from .objects import get, has, set_, to_path

__version__ = "7.0.6"

__all__ = ("UNSET", "get", "has", "set_", "to_path")
