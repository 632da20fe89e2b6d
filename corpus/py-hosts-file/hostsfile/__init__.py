"""Read /etc/hosts-style files and answer lookups from them."""

from .resolver import HostsResolver

__all__ = ["HostsResolver"]
