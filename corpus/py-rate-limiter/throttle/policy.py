"""Rate policies written as ``"<count>/<unit>"``, e.g. ``"100/min"`` or ``"5/10s"``."""
import re

UNIT_SECONDS = {"s": 1, "sec": 1, "m": 60, "min": 60, "h": 3600, "hour": 3600, "d": 86400, "day": 86400}
_RATE = re.compile(r"^\s*(\d+)\s*/\s*(\d*)\s*([a-z]+)\s*$")


def parse_rate(text):
    """Return ``(limit, window_seconds)`` for a rate string."""
    match = _RATE.match(text.lower())
    if not match:
        raise ValueError(f"bad rate {text!r}")
    count, multiplier, unit = match.groups()
    if unit not in UNIT_SECONDS:
        raise ValueError(f"unknown unit {unit!r} in rate {text!r}")
    limit = int(count)
    if limit < 1:
        raise ValueError("a rate must allow at least one request")
    return limit, int(multiplier or 1) * UNIT_SECONDS[unit]
