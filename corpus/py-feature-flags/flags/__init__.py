"""Feature flags: per-user targeting and percentage rollouts."""

from .flag import Flag
from .store import FlagStore

__all__ = ["Flag", "FlagStore"]
