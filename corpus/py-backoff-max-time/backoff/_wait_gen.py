import itertools
import random


def expo(base=2, factor=1, max_value=None):
    """Generator for exponential decay.

    Once the value in the true exponential sequence exceeds max_value,
    the value of max_value will forever after be yielded.
    """
    # Advance past initial .send() call
    yield  # type: ignore[misc]
    n = 0
    while True:
        a = factor * base ** n
        if max_value is None or a < max_value:
            yield a
            n += 1
        else:
            yield max_value


def constant(interval=1):
    """Generator for constant intervals (a value or an iterable of values)."""
    # Advance past initial .send() call
    yield  # type: ignore[misc]
    try:
        itr = iter(interval)  # type: ignore
    except TypeError:
        itr = itertools.repeat(interval)  # type: ignore

    for val in itr:
        yield val



def full_jitter(value):
    """Jitter the value across the full range (0 to value).

    This corresponds to the "Full Jitter" algorithm specified in the
    AWS blog's post on the performance of various jitter algorithms.
    """
    return random.uniform(0, value)
