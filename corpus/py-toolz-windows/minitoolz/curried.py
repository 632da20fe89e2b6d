"""Curried versions of the toolz functions, for use in pipelines.

>>> pipe([1, 2, 3, 4], sliding_window(2), list)
[(1, 2), (2, 3), (3, 4)]
"""

from . import itertoolz
from .functoolz import compose, curry, pipe

take = curry(itertoolz.take)
partition = curry(itertoolz.partition)
sliding_window = curry(itertoolz.sliding_window)
frequencies = itertoolz.frequencies


def moving_average(n, seq):
    """Averages of every window of n consecutive numbers."""
    return [sum(w) / n for w in itertoolz.sliding_window(n, seq)]


moving_average = curry(moving_average)

__all__ = ["compose", "curry", "pipe", "take", "partition", "sliding_window", "frequencies", "moving_average"]
