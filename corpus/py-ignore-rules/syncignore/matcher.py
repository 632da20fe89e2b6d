"""Apply a whole ignore file to paths."""

from .rules import parse_rule


class IgnoreMatcher:
    def __init__(self, lines):
        self.rules = [rule for rule in map(parse_rule, lines) if rule is not None]

    @classmethod
    def from_text(cls, text):
        return cls(text.splitlines())

    def is_ignored(self, path, is_dir=False):
        """The last matching rule wins; a path inside an ignored directory is ignored."""
        parts = path.strip("/").split("/")
        for depth in range(1, len(parts)):
            if self._decide("/".join(parts[:depth]), True):
                return True
        return self._decide("/".join(parts), is_dir)

    def _decide(self, path, is_dir):
        ignored = False
        for rule in self.rules:
            if rule.matches(path, is_dir):
                ignored = not rule.negated
        return ignored

    def filter(self, paths):
        return [p for p in paths if not self.is_ignored(p)]
