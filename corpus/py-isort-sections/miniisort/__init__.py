"""Sort Python imports into sections (a small slice of isort)."""

from .api import sort_code_string
from .settings import Config

__all__ = ["Config", "sort_code_string"]
