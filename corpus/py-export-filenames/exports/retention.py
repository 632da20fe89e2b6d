"""Which export files to keep: every daily export of the last `keep_days` days, and ad-hoc
exports for a week."""
from datetime import timedelta

from .naming import daily_name, parse_name

ADHOC_DAYS = 7


def expired(filenames, today, keep_days=30):
    """The export files that can be deleted, oldest first. Unknown files are never deleted."""
    old = []
    for filename in filenames:
        parsed = parse_name(filename)
        if parsed is None:
            continue
        _, day, daily = parsed
        limit = keep_days if daily else ADHOC_DAYS
        if (today - day).days >= limit:
            old.append((day, filename))
    return [filename for _, filename in sorted(old)]


def plan(filenames, dataset, today, keep_days=30):
    """(file to write tonight or None if it exists, files to delete)."""
    tonight = daily_name(dataset, today)
    to_write = None if tonight in filenames else tonight
    return to_write, expired(filenames, today, keep_days)


def missing_days(filenames, dataset, today, days=7):
    """Daily exports of the last `days` days (today excluded) that are not on disk."""
    present = set(filenames)
    wanted = (today - timedelta(days=n) for n in range(days, 0, -1))
    return [daily_name(dataset, d) for d in wanted if daily_name(dataset, d) not in present]
