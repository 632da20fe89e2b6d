"""Parsing of poetry-style constraints (^, ~, comparison operators, *)."""

from .version import Version


class VersionRange:
    def __init__(self, min=None, max=None, include_min=True, include_max=False):
        self.min, self.max = min, max
        self.include_min, self.include_max = include_min, include_max

    def allows(self, version):
        if self.min is not None:
            if version < self.min or (version == self.min and not self.include_min):
                return False
        if self.max is not None:
            if version > self.max or (version == self.max and not self.include_max):
                return False
        return True

    def __str__(self):
        if self.min is not None and self.min == self.max:
            return f"=={self.min}"
        parts = []
        if self.min is not None:
            parts.append((">=" if self.include_min else ">") + str(self.min))
        if self.max is not None:
            parts.append(("<=" if self.include_max else "<") + str(self.max))
        return ",".join(parts) or "*"


def caret_range(version):
    """^1.2.3 allows changes that do not modify the left-most non-zero component."""
    for index in range(1, version.precision - 1):
        if version.release[index] != 0:
            return VersionRange(version, version.bump(index))
    return VersionRange(version, version.bump(version.precision - 1))


def tilde_range(version):
    """~1.2.3 allows patch updates; ~1 allows minor updates."""
    index = 0 if version.precision == 1 else 1
    return VersionRange(version, version.bump(index))


_OPERATORS = {
    ">=": lambda v: VersionRange(min=v),
    "<=": lambda v: VersionRange(max=v, include_max=True),
    ">": lambda v: VersionRange(min=v, include_min=False),
    "<": lambda v: VersionRange(max=v),
    "==": lambda v: VersionRange(v, v, include_max=True),
}


def parse_constraint(text):
    text = text.strip()
    if text in ("", "*"):
        return VersionRange()
    if text.startswith("^"):
        return caret_range(Version.parse(text[1:]))
    if text.startswith("~"):
        return tilde_range(Version.parse(text[1:]))
    for op in (">=", "<=", ">", "<", "=="):
        if text.startswith(op):
            return _OPERATORS[op](Version.parse(text[len(op):]))
    return _OPERATORS["=="](Version.parse(text))
