"""PEP 440 version handling, trimmed down from what installers use."""

from .version import InvalidVersion, Version

__all__ = ["InvalidVersion", "Version"]
