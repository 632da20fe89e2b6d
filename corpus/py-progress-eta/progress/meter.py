"""The status line: percentage, bar, counts, elapsed<remaining, rate."""

from .formatting import format_interval, format_sizeof

BAR_WIDTH = 10


def format_rate(rate, unit, unit_scale):
    if not rate:
        return f"?{unit}/s"
    if rate < 1:
        return f"{1 / rate:5.2f}s/{unit}"
    shown = format_sizeof(rate) if unit_scale else f"{rate:5.2f}"
    return f"{shown}{unit}/s"


def format_meter(n, total, elapsed, prefix="", unit="it", unit_scale=False):
    if total and n >= total + 0.5:  # overshoot: drop the total
        total = None
    rate = n / elapsed if elapsed else None
    count = format_sizeof if unit_scale else str
    rate_fmt = format_rate(rate, unit, unit_scale)
    remaining = (total + n) / rate if rate and total else 0
    remaining_str = format_interval(remaining) if rate else "?"
    prefix = f"{prefix}: " if prefix else ""
    if not total:
        return f"{prefix}{count(n)}{unit} [{format_interval(elapsed)}, {rate_fmt}]"
    frac = n / total
    filled = int(frac * BAR_WIDTH)
    bar = "#" * filled + " " * (BAR_WIDTH - filled)
    return (f"{prefix}{frac * 100:3.0f}%|{bar}| {count(n)}/{count(total)} "
            f"[{format_interval(elapsed)}<{remaining_str}, {rate_fmt}]")
