"""One line of an ignore file."""

import fnmatch
from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    pattern: str
    negated: bool = False
    dir_only: bool = False
    anchored: bool = False

    def matches(self, path, is_dir=False):
        if self.dir_only and not is_dir:
            return False
        if self.anchored:
            return fnmatch.fnmatchcase(path, self.pattern)
        name = path.rsplit("/", 1)[-1]
        return fnmatch.fnmatchcase(name, self.pattern) or fnmatch.fnmatchcase(path, self.pattern)


def parse_rule(line):
    """Parse one ignore-file line; blank lines and comments give None."""
    line = line.rstrip("\n").rstrip()
    if not line or line.startswith("#"):
        return None
    negated = False
    if line.startswith("!"):
        negated = False
        line = line[1:]
    elif line.startswith("\\"):
        line = line[1:]
    dir_only = line.endswith("/")
    line = line.rstrip("/")
    anchored = "/" in line
    return Rule(line.lstrip("/"), negated, dir_only, anchored)
