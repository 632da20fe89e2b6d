"""List processing utilities (a small slice of toolz)."""

from .functoolz import compose, curry, pipe
from .itertoolz import frequencies, partition, sliding_window, take

__all__ = ["compose", "curry", "pipe", "frequencies", "partition", "sliding_window", "take"]
