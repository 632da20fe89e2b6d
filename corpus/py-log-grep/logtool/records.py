"""Parsing log lines of the form ``2024-05-01 12:00:03,120 WARNING db.pool: message``."""

import re
from dataclasses import dataclass
from datetime import datetime

LINE = re.compile(
    r"(?P<ts>\d{4}-\d\d-\d\d \d\d:\d\d:\d\d),(?P<ms>\d{3}) +(?P<level>[A-Z]+) +(?P<logger>[\w.]+): (?P<message>.*)"
)
LEVELS = {"DEBUG": 10, "INFO": 20, "WARNING": 30, "ERROR": 40, "CRITICAL": 50}


@dataclass
class Record:
    time: datetime
    level: str
    logger: str
    message: str

    @property
    def levelno(self):
        return LEVELS.get(self.level, 0)


def parse_lines(lines):
    """Yield records; continuation lines (tracebacks) are appended to the previous message."""
    current = None
    for line in lines:
        line = line.rstrip("\n")
        m = LINE.match(line)
        if m:
            if current:
                yield current
            ts = datetime.strptime(m["ts"], "%Y-%m-%d %H:%M:%S").replace(microsecond=int(m["ms"]) * 1000)
            current = Record(ts, m["level"], m["logger"], m["message"])
        elif current and line:
            current.message += "\n" + line
    if current:
        yield current
