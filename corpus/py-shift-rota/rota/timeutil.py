"""Times of day as minutes since midnight."""

MINUTES_PER_DAY = 24 * 60


def parse_hhmm(text):
    hours, _, minutes = text.strip().partition(":")
    value = int(hours) * 60 + int(minutes or 0)
    if not 0 <= value < MINUTES_PER_DAY:
        raise ValueError(f"not a time of day: {text!r}")
    return value


def format_hhmm(minutes):
    minutes %= MINUTES_PER_DAY
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def overlaps(start_a, end_a, start_b, end_b):
    """True if the half-open intervals [start_a, end_a) and [start_b, end_b) share a minute."""
    return start_a < end_b and start_b < end_a
