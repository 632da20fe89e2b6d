"""GitHub-style heading anchors."""
import re

_STRIP = re.compile(r"[^\w\- ]", re.UNICODE)


def slugify(text):
    """Lower-case, drop punctuation, turn spaces into dashes."""
    text = _STRIP.sub("", text.strip().lower())
    return re.sub(r"\s", "-", text)


class SlugRegistry:
    """Hands out anchors, suffixing -1, -2 ... when a heading repeats."""

    def __init__(self):
        self._counts = {}

    def unique(self, text):
        base = slugify(text)
        count = self._counts.get(base, 0)
        self._counts[text] = count + 1
        if count == 0:
            return base
        return "%s-%d" % (base, count)
