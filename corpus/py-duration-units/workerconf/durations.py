"""Human-friendly durations: "90s", "5m", "1h30m", "250ms"."""

import re

UNITS = {"ms": 0.001, "s": 1, "m": 60, "h": 3600, "d": 86400}
_PART = re.compile(r"(\d+(?:\.\d+)?)\s*([a-z]*)")


class DurationError(ValueError):
    pass


def parse_duration(text, default_unit="s"):
    """Return the number of seconds in ``text``; a bare number uses ``default_unit``."""
    if isinstance(text, (int, float)):
        return float(text) * UNITS[default_unit]
    text = text.strip().lower().replace(" ", "")
    if not text:
        raise DurationError("empty duration")
    total, pos = 0.0, 0
    while pos < len(text):
        match = _PART.match(text, pos)
        if match is None:
            raise DurationError(f"invalid duration: {text!r}")
        number, unit = match.groups()
        try:
            factor = UNITS[unit or default_unit]
        except IndexError:
            raise DurationError(f"unknown unit {unit!r} in duration {text!r}") from None
        total += float(number) * factor
        pos = match.end()
    return total


def format_duration(seconds):
    seconds = int(round(seconds))
    parts = []
    for unit in ("d", "h", "m"):
        count, seconds = divmod(seconds, UNITS[unit])
        if count:
            parts.append(f"{count}{unit}")
    if seconds or not parts:
        parts.append(f"{seconds}s")
    return "".join(parts)
