"""Traffic summaries for an access log."""
from collections import Counter

from weblog.parse import parse_line
from weblog.patterns import BOT_MARKERS, STATIC_EXTENSIONS


class TrafficReport:
    def __init__(self, lines=()):
        self.entries = []
        self.skipped = 0
        self.add(lines)

    def add(self, lines):
        for line in lines:
            entry = parse_line(line)
            if entry is None:
                self.skipped += 1
            else:
                self.entries.append(entry)

    @staticmethod
    def _is_page_view(entry):
        agent = entry["agent"].lower()
        return (
            entry["method"] == "GET"
            and entry["status"] < 400
            and not entry["path"].endswith(STATIC_EXTENSIONS)
            and not any(marker in agent for marker in BOT_MARKERS)
        )

    def top_pages(self, n=3):
        """The `n` most viewed pages; query strings are ignored, assets and bots are not counted."""
        views = Counter(e["url"] for e in self.entries if self._is_page_view(e))
        return views.most_common(n)

    def status_counts(self):
        return dict(sorted(Counter(e["status"] for e in self.entries).items()))

    def bytes_served(self):
        return sum(e["bytes"] for e in self.entries)

    def server_errors(self):
        return [(e["time"].isoformat(), e["method"], e["path"]) for e in self.entries if e["status"] >= 500]
