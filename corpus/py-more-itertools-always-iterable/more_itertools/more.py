from functools import partial
from itertools import islice

from .recipes import take

_marker = object()


def chunked(iterable, n, strict=False):
    """Break *iterable* into lists of length *n*.

        >>> list(chunked([1, 2, 3, 4, 5, 6], 3))
        [[1, 2, 3], [4, 5, 6]]
    """
    iterator = iter(partial(take, n, iter(iterable)), [])
    if strict:
        def ret():
            for chunk in iterator:
                if len(chunk) != n:
                    raise ValueError("iterable is not divisible by n.")
                yield chunk
        return iter(ret())
    return iterator


def first(iterable, default=_marker):
    """Return the first item of *iterable*, or *default* if *iterable* is empty."""
    for item in iterable:
        return item
    if default is _marker:
        raise ValueError("first() was called on an empty iterable, and no default value was provided.")
    return default


def one(iterable, too_short=None, too_long=None):
    """Return the first item from *iterable*, which is expected to contain only that item."""
    it = iter(iterable)
    try:
        first_value = next(it)
    except StopIteration as exc:
        raise too_short or ValueError("too few items in iterable (expected 1)") from exc
    try:
        second_value = next(it)
    except StopIteration:
        pass
    else:
        msg = "Expected exactly one item in iterable, but got {!r}, {!r}, and perhaps more.".format(
            first_value, second_value)
        raise too_long or ValueError(msg)
    return first_value


def always_iterable(obj, base_type=(str, bytes)):
    """If *obj* is iterable, return an iterator over its items.

    If *obj* is not iterable, return a one-item iterable containing *obj*.
    If *obj* is ``None``, return an empty iterable. Objects of *base_type*
    (by default strings and bytes) are treated as not iterable.

        >>> list(always_iterable([1, 2, 3]))
        [1, 2, 3]
        >>> list(always_iterable('foo'))
        ['foo']
    """
    if obj is None:
        return iter(())

    if (base_type is not None) or isinstance(obj, base_type):
        return iter((obj,))

    try:
        return iter(obj)
    except TypeError:
        return iter((obj,))
