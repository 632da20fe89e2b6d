"""More routines for operating on iterables, beyond itertools (reduced)."""

from .more import always_iterable, chunked, first, one  # noqa: F401
from .recipes import flatten, pairwise, take  # noqa: F401
