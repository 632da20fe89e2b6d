"""Release versions as they appear in constraints: 1, 1.2 or 1.2.3."""

from functools import total_ordering


@total_ordering
class Version:
    def __init__(self, release):
        release = tuple(release)
        # how many components were written: ^1.2 and ^1.2.0 mean different things
        self.precision = len(release)
        self.release = release + (0,) * (3 - len(release))

    @classmethod
    def parse(cls, text):
        text = text.strip()
        parts = text.split(".")
        if not 1 <= len(parts) <= 3 or not all(part.isdigit() for part in parts):
            raise ValueError(f"Could not parse version {text!r}")
        return cls(int(part) for part in parts)

    @property
    def major(self):
        return self.release[0]

    def bump(self, index):
        """The first version that increments component `index` (0 major, 1 minor, 2 patch)."""
        release = list(self.release)
        release[index] += 1
        for i in range(index + 1, 3):
            release[i] = 0
        return Version(release)

    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.release == other.release

    def __lt__(self, other):
        return self.release < other.release

    def __hash__(self):
        return hash(self.release)

    def __str__(self):
        return ".".join(map(str, self.release))
