"""Parsing of application log lines.

A line looks like::

    2026-03-01 12:00:05.123 [ERROR] db.pool: connection lost

The fractional seconds are optional, and so is the logger name: a line
without one is attributed to the ``root`` logger.
"""
from dataclasses import dataclass
from datetime import datetime

from logscan.levels import normalize

TIME_FORMATS = ("%Y-%m-%d %H:%M:%S.%f", "%Y-%m-%d %H:%M:%S")
ROOT_LOGGER = "root"


class MalformedLine(ValueError):
    """A line that is not in the expected format."""


@dataclass
class Entry:
    time: datetime
    level: str
    logger: str
    message: str


def parse_time(text):
    for fmt in TIME_FORMATS:
        try:
            return datetime.strptime(text, fmt)
        except ValueError:
            continue
    raise MalformedLine(f"bad timestamp {text!r}")


def parse_line(line):
    """Parse one line into an :class:`Entry`; raise :class:`MalformedLine` if it does not fit."""
    line = line.rstrip("\n")
    ts_end = line.find(" [")
    level_end = line.find("] ", ts_end)
    if ts_end < 0 or level_end < 0:
        raise MalformedLine(line)
    time = parse_time(line[:ts_end])
    level = normalize(line[ts_end + 2:level_end])
    logger, sep, message = line[level_end + 1:].partition(": ")
    if not sep:
        logger, message = ROOT_LOGGER, logger
    return Entry(time, level, logger, message)
