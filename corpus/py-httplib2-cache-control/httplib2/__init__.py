"""A caching http interface (reduced)."""

from .cache import _entry_disposition, _parse_cache_control  # noqa
