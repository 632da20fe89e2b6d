"""Time helpers for metric series. Timestamps are integer Unix seconds."""

UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}


def parse_interval(text):
    """'30s', '5m', '1h' -> seconds."""
    text = text.strip()
    number, unit = text[:-1], text[-1:]
    if unit not in UNITS or not number.isdigit() or int(number) == 0:
        raise ValueError("bad interval %r" % text)
    return int(number) * UNITS[unit]


def bucket_start(timestamp, width):
    """Start of the `width`-second bucket that holds `timestamp`."""
    return timestamp / width * width
