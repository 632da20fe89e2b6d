"""Delay functions: how long to sleep before retry attempt N."""

import functools
import random


def delay_exponential(base, growth_factor, attempts):
    """Seconds to sleep before the given attempt (1-based).

    With base=0.1 and growth_factor=2 the delays are 0.1, 0.2, 0.4, 0.8, ...
    base="rand" picks a random base in [0, 1) (full jitter).
    """
    if base == "rand":
        base = random.random()
    elif base <= 0:
        raise ValueError(f"The 'base' param must be greater than 0, got: {base}")
    return base * (growth_factor * (attempts - 1))


def create_exponential_delay_function(base, growth_factor):
    return functools.partial(delay_exponential, base=base, growth_factor=growth_factor)


def capped(delay_function, max_delay):
    """Wrap a delay function so it never sleeps longer than max_delay seconds."""

    def delay(attempts):
        return min(delay_function(attempts=attempts), max_delay)

    return delay
