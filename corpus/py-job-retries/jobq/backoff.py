"""Delays between attempts: exponential, capped, with optional jitter."""

import random

BASE_DELAY = 0.5
MAX_DELAY = 60.0


def delay(attempt, base=BASE_DELAY, cap=MAX_DELAY, jitter=None):
    """The wait after failed attempt number `attempt` (1-based): base, 2*base, 4*base, ..."""
    d = min(cap, base * 2 ** (attempt - 1))
    if jitter is not None:
        d = jitter.uniform(d / 2, d)
    return d


def seeded(seed):
    return random.Random(seed)
