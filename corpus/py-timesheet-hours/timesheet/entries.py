"""Time entries written as "2024-05-06 09:15-12:45 client-a: API review"."""

import re
from datetime import date

ENTRY_RE = re.compile(r"^(\d{4}-\d\d-\d\d) (\d\d):(\d\d)-(\d\d):(\d\d) ([\w-]+): (.+)$")


class Entry:
    def __init__(self, day, start, end, client, note):
        self.day, self.start, self.end = day, start, end
        self.client, self.note = client, note

    @property
    def minutes(self):
        return self.end - self.start


def parse_entry(line):
    m = ENTRY_RE.match(line.strip())
    if not m:
        raise ValueError(f"cannot parse time entry: {line!r}")
    day, h1, m1, h2, m2, client, note = m.groups()
    start, end = int(h1) * 60 + int(m1), int(h2) * 60 + int(m2)
    if end <= start:
        raise ValueError(f"entry ends before it starts: {line!r}")
    return Entry(date.fromisoformat(day), start, end, client, note)


def to_hours(minutes):
    """Minutes as decimal hours, e.g. 90 -> 1.5."""
    return minutes // 60
