"""Summaries over a stream of log lines."""
from collections import Counter

from logscan.levels import at_least
from logscan.parser import parse_line


class LogReport:
    """Collects the entries at or above `min_level`; lines that do not parse are counted."""

    def __init__(self, min_level="DEBUG"):
        self.min_level = min_level
        self.entries = []
        self.malformed = 0

    def feed(self, lines):
        for line in lines:
            if not line.strip():
                continue
            try:
                entry = parse_line(line)
            except ValueError:
                self.malformed += 1
                continue
            if at_least(entry.level, self.min_level):
                self.entries.append(entry)
        return self

    def count_by_level(self):
        return dict(Counter(e.level for e in self.entries))

    def errors_by_logger(self):
        """(logger, count) pairs for ERROR and worse, most frequent first."""
        counts = Counter(e.logger for e in self.entries if at_least(e.level, "ERROR"))
        return counts.most_common()

    def since(self, when):
        return [e for e in self.entries if e.time >= when]
