"""Splitting and formatting durations."""

MS_PER_SECOND = 1000
SECONDS_PER_MINUTE = 60
SECONDS_PER_HOUR = 3600


def split_ms(total_ms):
    """milliseconds -> (hours, minutes, seconds, milliseconds)."""
    if total_ms < 0:
        raise ValueError("negative duration")
    seconds, ms = divmod(int(total_ms), MS_PER_SECOND)
    hours, seconds = divmod(seconds, SECONDS_PER_HOUR)
    minutes, seconds = divmod(seconds, SECONDS_PER_MINUTE)
    return hours, minutes, seconds, ms


def format_clock(total_ms):
    """Player-style clock: '4:07' under an hour, '1:02:03' from an hour on (milliseconds dropped)."""
    hours, minutes, seconds, _ = split_ms(total_ms)
    if hours:
        return f"{hours}:{minutes:02d}:{seconds:2d}"
    return f"{minutes}:{seconds:02d}"


def format_srt(total_ms):
    """SubRip timestamp: always 'HH:MM:SS,mmm'."""
    hours, minutes, seconds, ms = split_ms(total_ms)
    return f"{hours:02d}:{minutes:02d}:{seconds:02d},{ms:03d}"


def parse_clock(text):
    """'4:07' or '1:02:03' -> milliseconds."""
    parts = [int(p) for p in text.strip().split(":")]
    if not 1 <= len(parts) <= 3 or any(p < 0 for p in parts):
        raise ValueError(f"bad clock value {text!r}")
    seconds = 0
    for part in parts:
        seconds = seconds * SECONDS_PER_MINUTE + part
    return seconds * MS_PER_SECOND


def format_human(total_ms):
    """'1 h 5 min', '4 min 7 s', '12 s': for tooltips and the library view."""
    hours, minutes, seconds, _ = split_ms(total_ms)
    if hours:
        return f"{hours} h {minutes} min"
    if minutes:
        return f"{minutes} min {seconds} s"
    return f"{seconds} s"
