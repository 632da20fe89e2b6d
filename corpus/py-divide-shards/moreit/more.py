"""Iterator helpers beyond the recipes."""

from functools import partial
from itertools import islice

from .recipes import take


def chunked(iterable, n, strict=False):
    """Break *iterable* into lists of length *n*."""
    iterator = iter(partial(take, n, iter(iterable)), [])
    if strict:
        def ret():
            for chunk in iterator:
                if len(chunk) != n:
                    raise ValueError("iterable is not divisible by n.")
                yield chunk
        return iter(ret())
    return iterator


def divide(n, iterable):
    """Divide the elements from *iterable* into *n* parts, maintaining order.

    The first parts are one item longer when the items do not divide evenly.
    """
    if n < 1:
        raise ValueError("n must be at least 1")
    try:
        iterable[:0]
    except TypeError:
        seq = tuple(iterable)
    else:
        seq = iterable
    q, r = divmod(len(seq), n)
    ret = []
    stop = 0
    for i in range(1, n + 1):
        start = stop
        stop += q + 1 if i < r else q
        ret.append(iter(seq[start:stop]))
    return ret


def ilen(iterable):
    """Return the number of items in *iterable*."""
    counter = 0
    for counter, _ in enumerate(iterable, 1):
        pass
    return counter


def first(iterable, default=None):
    return next(islice(iterable, 1), default)
