"""Rate limiting with commonly used storage backends."""

import re

from .limits import (GRANULARITIES, RateLimitItem, RateLimitItemPerDay,  # noqa: F401
                     RateLimitItemPerHour, RateLimitItemPerMinute, RateLimitItemPerSecond)

SEPARATORS = re.compile(r"[,;|]{1}")
SINGLE_EXPR = re.compile(
    r"\s*([0-9]+)\s*(/|\s*per\s*)\s*([0-9]+)*\s*(hour|minute|second|day|month|year)s?\s*",
    re.IGNORECASE)


def granularity_from_string(granularity_string):
    for granularity in GRANULARITIES.values():
        if granularity.check_granularity_string(granularity_string):
            return granularity
    raise ValueError("no granularity matched for %s" % granularity_string)


def parse_many(limit_string):
    """Parses rate limits in string notation (e.g. ``1/second; 5/minute``)."""
    limits = []
    for limit in SEPARATORS.split(limit_string):
        match = SINGLE_EXPR.fullmatch(limit)
        if not match:
            raise ValueError("couldn't parse rate limit string '%s'" % limit_string)
        amount, _, multiples, granularity_string = match.groups()
        limits.append(granularity_from_string(granularity_string)(amount, multiples))
    return limits


def parse(limit_string):
    """Parses a single rate limit in string notation (e.g. ``1/second`` or ``1 per second``)."""
    return list(parse_many(limit_string))[0]
