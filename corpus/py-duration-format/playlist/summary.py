"""Text summary of a playlist."""

from .timecode import format_clock, parse_clock


class Track:
    def __init__(self, title, length):
        self.title = title
        self.length_ms = parse_clock(length) if isinstance(length, str) else int(length)


def summary(name, tracks):
    total = sum(t.length_ms for t in tracks)
    lines = [f"{name} ({len(tracks)} tracks, {format_clock(total)})"]
    width = max((len(t.title) for t in tracks), default=0)
    for number, track in enumerate(tracks, 1):
        lines.append(f"{number:>2}. {track.title:<{width}}  {format_clock(track.length_ms):>7}")
    return "\n".join(lines)
