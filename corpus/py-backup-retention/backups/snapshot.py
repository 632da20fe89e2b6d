"""Snapshots as listed by the storage backend."""

from dataclasses import dataclass
from datetime import datetime

UNITS = ("B", "KiB", "MiB", "GiB", "TiB")


@dataclass(frozen=True)
class Snapshot:
    id: str
    label: str
    created: datetime
    size: int

    @property
    def day(self):
        return self.created.date()


def parse_listing(text):
    """Lines `ID LABEL ISO-TIMESTAMP SIZE` -> snapshots (blank lines and # comments skipped)."""
    snaps = []
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        snap_id, label, stamp, size = line.split()
        snaps.append(Snapshot(snap_id, label, datetime.fromisoformat(stamp), int(size)))
    return snaps


def human_size(size):
    value = float(size)
    for unit in UNITS:
        if value < 1024 or unit == UNITS[-1]:
            return f"{value:.0f} {unit}" if unit == "B" else f"{value:.1f} {unit}"
        value /= 1024
