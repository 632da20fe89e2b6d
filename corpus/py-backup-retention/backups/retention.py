"""Which snapshots a `prune --keep-last N --keep-daily D` run deletes."""

from .snapshot import human_size


def newest_first(snaps):
    return sorted(snaps, key=lambda s: s.label, reverse=True)


def keep_set(snaps, keep_last=0, keep_daily=0):
    """IDs to keep: the `keep_last` newest snapshots, plus the newest one of each of the
    `keep_daily` most recent days that have a snapshot."""
    ordered = newest_first(snaps)
    keep = {s.id for s in ordered[:keep_last]}
    days_seen = []
    for snap in ordered:
        if len(days_seen) >= keep_daily:
            break
        if snap.day not in days_seen:
            days_seen.append(snap.day)
            keep.add(snap.id)
    return keep


def prune_plan(snaps, keep_last=0, keep_daily=0):
    keep = keep_set(snaps, keep_last, keep_daily)
    doomed = [s for s in snaps if s.id not in keep]
    freed = sum(s.size for s in doomed)
    return [s.id for s in doomed], f"{len(doomed)} snapshots, {human_size(freed)} freed"
