"""Main package for humanize_lite."""

from .filesize import naturalsize

__all__ = ["naturalsize"]
