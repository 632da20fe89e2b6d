"""Version ranges: ``1.2.3``, ``>=1.2.3``, ``~1.2.3`` and ``^1.2.3``."""
from semver.version import Version


class Range:
    """Versions ``v`` with ``lower <= v < upper``; ``upper`` may be None (no upper bound)."""

    def __init__(self, lower, upper=None):
        self.lower = lower
        self.upper = upper

    def __contains__(self, version):
        if version < self.lower:
            return False
        return self.upper is None or version < self.upper


def parse_range(text):
    text = text.strip()
    if text.startswith(">="):
        return Range(Version.parse(text[2:]))
    if text.startswith("~"):
        v = Version.parse(text[1:])
        return Range(v, Version(v.major, v.minor + 1, 0))
    if text.startswith("^"):
        v = Version.parse(text[1:])
        if v.major > 0:
            return Range(v, Version(v.major + 1, 0, 0))
        if v.minor > 0:
            return Range(v, Version(0, v.minor + 1, 0))
        return Range(v, Version(0, 0, v.patch + 1))
    v = Version.parse(text)
    return Range(v, Version(v.major, v.minor, v.patch + 1))


def max_satisfying(versions, range_text):
    """The highest of `versions` (strings) inside the range, or None."""
    wanted = parse_range(range_text)
    matching = [Version.parse(v) for v in versions if Version.parse(v) in wanted]
    return str(max(matching)) if matching else None
