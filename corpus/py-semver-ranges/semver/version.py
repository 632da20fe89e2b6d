"""Semantic versions (https://semver.org), without build metadata."""
import functools
import re

_VERSION = re.compile(r"^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$")


def _identifier_key(part):
    # Numeric identifiers sort numerically and before alphanumeric ones.
    return (0, int(part), "") if part.isdigit() else (1, 0, part)


@functools.total_ordering
class Version:
    def __init__(self, major, minor, patch, prerelease=""):
        self.major = major
        self.minor = minor
        self.patch = patch
        self.prerelease = prerelease

    @classmethod
    def parse(cls, text):
        match = _VERSION.match(text.strip())
        if not match:
            raise ValueError(f"not a semantic version: {text!r}")
        major, minor, patch, pre = match.groups()
        return cls(int(major), int(minor), int(patch), pre or "")

    def _key(self):
        pre = tuple(_identifier_key(p) for p in self.prerelease.split(".")) if self.prerelease else ()
        # A pre-release sorts before the release it leads up to.
        return (self.major, self.minor, self.minor, not self.prerelease, pre)

    def __eq__(self, other):
        return isinstance(other, Version) and self._key() == other._key()

    def __lt__(self, other):
        return self._key() < other._key()

    def __hash__(self):
        return hash(self._key())

    def __str__(self):
        core = f"{self.major}.{self.minor}.{self.patch}"
        return f"{core}-{self.prerelease}" if self.prerelease else core

    def __repr__(self):
        return f"Version({str(self)!r})"
