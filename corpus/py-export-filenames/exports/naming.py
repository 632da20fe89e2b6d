"""File names of the nightly and ad-hoc exports: "<dataset>-<date>.csv" and "<dataset>-<stamp>.csv"."""
import re
from datetime import datetime

DATE_FORMAT = "%Y-%M-%d"
STAMP_FORMAT = "%Y%m%dT%H%M%S"
NAME_RE = re.compile(r"^(?P<dataset>[a-z][a-z0-9_]*)-(?P<when>[0-9T-]+)\.csv$")


def daily_name(dataset, day):
    return f"{dataset}-{day.strftime(DATE_FORMAT)}.csv"


def adhoc_name(dataset, moment):
    return f"{dataset}-{moment.strftime(STAMP_FORMAT)}.csv"


def parse_name(filename):
    """(dataset, date, is_daily) for an export file name, or None for anything else."""
    m = NAME_RE.match(filename)
    if m is None:
        return None
    when = m["when"]
    for fmt, daily in ((DATE_FORMAT, True), (STAMP_FORMAT, False)):
        try:
            return m["dataset"], datetime.strptime(when, fmt).date(), daily
        except ValueError:
            continue
    return None
