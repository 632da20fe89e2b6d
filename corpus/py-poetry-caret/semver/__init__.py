"""Version constraints as written in the [dependencies] table of pyproject.toml."""

from .constraint import VersionRange, parse_constraint
from .version import Version

__all__ = ["Version", "VersionRange", "parse_constraint"]
