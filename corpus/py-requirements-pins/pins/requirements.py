"""A small parser for requirements.txt: one requirement per line, comments, options skipped."""

import re

from .names import canonical

_REQ = re.compile(r"^(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[(?P<extras>[^\]]*)\])?\s*(?P<spec>.*)$")


class RequirementError(ValueError):
    def __init__(self, lineno, line):
        super().__init__(f"line {lineno}: cannot parse {line!r}")
        self.lineno = lineno


class Requirement:
    def __init__(self, name, extras, spec):
        self.name = canonical(name)
        self.extras = tuple(sorted(e.strip() for e in extras.split(",") if e.strip()))
        self.spec = spec

    @property
    def pinned(self):
        """The exact version of a `==` pin, else None."""
        if self.spec.startswith("==") and "," not in self.spec:
            return self.spec[2:]
        return None


def parse(text):
    reqs = []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.split(" #", 1)[0].strip()
        if not line or line.startswith(("#", "-")):
            continue
        line = line.split(";", 1)[0]
        m = _REQ.match(line)
        if not m:
            raise RequirementError(lineno, raw)
        reqs.append(Requirement(m.group("name"), m.group("extras") or "", m.group("spec")))
    return reqs
