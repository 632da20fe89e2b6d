"""Table of contents for a markdown document."""
import re

from .slugs import SlugRegistry

HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
FENCE = "```"


class Entry:
    def __init__(self, level, title, anchor):
        self.level = level
        self.title = title
        self.anchor = anchor

    def __repr__(self):
        return "Entry(%r, %r, %r)" % (self.level, self.title, self.anchor)


def iter_headings(markdown):
    in_fence = False
    for line in markdown.splitlines():
        if line.strip().startswith(FENCE):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        m = HEADING.match(line)
        if m:
            yield len(m.group(1)), m.group(2)


def build_toc(markdown, max_level=3):
    registry = SlugRegistry()
    entries = []
    for level, title in iter_headings(markdown):
        anchor = registry.unique(title)
        if level <= max_level:
            entries.append(Entry(level, title, anchor))
    return entries


def render_toc(entries):
    if not entries:
        return ""
    top = min(e.level for e in entries)
    out = []
    for e in entries:
        indent = "  " * (e.level - top)
        out.append("%s- [%s](#%s)" % (indent, e.title, e.anchor))
    return "\n".join(out) + "\n"
