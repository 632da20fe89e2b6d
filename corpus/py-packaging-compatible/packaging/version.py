"""Reduced :class:`Version`: epoch, release and a/b/rc pre-releases only."""
import re

VERSION_PATTERN = r"v?(?:(?P<epoch>[0-9]+)!)?(?P<release>[0-9]+(?:\.[0-9]+)*)(?:(?P<pre_l>a|b|rc)(?P<pre_n>[0-9]+))?"


class InvalidVersion(ValueError):
    """Raised when a version string is not a valid version."""


class Version:
    _regex = re.compile(r"^\s*" + VERSION_PATTERN + r"\s*$", re.VERBOSE | re.IGNORECASE)

    def __init__(self, version):
        match = self._regex.search(version)
        if not match:
            raise InvalidVersion(f"Invalid version: {version!r}")
        self.epoch = int(match.group("epoch")) if match.group("epoch") else 0
        self.release = tuple(int(i) for i in match.group("release").split("."))
        self.pre = (match.group("pre_l").lower(), int(match.group("pre_n"))) if match.group("pre_l") else None
        release = list(self.release)
        while len(release) > 1 and release[-1] == 0:
            release.pop()
        self._key = (self.epoch, tuple(release), self.pre or ("z", 0))

    def __str__(self):
        parts = [f"{self.epoch}!"] if self.epoch else []
        parts.append(".".join(str(x) for x in self.release))
        if self.pre is not None:
            parts.append("".join(str(x) for x in self.pre))
        return "".join(parts)

    def __repr__(self):
        return f"<Version('{self}')>"

    @property
    def public(self):
        return str(self)

    @property
    def is_prerelease(self):
        return self.pre is not None

    def __eq__(self, other):
        return self._key == other._key

    def __lt__(self, other):
        return self._key < other._key

    def __le__(self, other):
        return self._key <= other._key
