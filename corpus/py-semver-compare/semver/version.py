"""Version handling by a semver compatible version class."""

import re

from ._compare import _cmp, _nat_cmp


class Version:
    """A semver compatible version class."""

    _REGEX = re.compile(
        r"^(?P<major>0|[1-9]\d*)\.(?P<minor>0|[1-9]\d*)\.(?P<patch>0|[1-9]\d*)"
        r"(?:-(?P<prerelease>[0-9a-zA-Z.-]+))?(?:\+(?P<build>[0-9a-zA-Z.-]+))?$"
    )

    def __init__(self, major, minor=0, patch=0, prerelease=None, build=None):
        self._major, self._minor, self._patch = int(major), int(minor), int(patch)
        self._prerelease = None if prerelease is None else str(prerelease)
        self._build = None if build is None else str(build)

    @classmethod
    def parse(cls, version):
        match = cls._REGEX.match(version)
        if match is None:
            raise ValueError(f"{version} is not valid SemVer string")
        return cls(**match.groupdict())

    @property
    def prerelease(self):
        return self._prerelease

    def to_tuple(self):
        return (self._major, self._minor, self._patch, self._prerelease, self._build)

    def compare(self, other):
        """Compare self with other: -1, 0 or 1. The build part is ignored."""
        if isinstance(other, str):
            other = Version.parse(other)
        v1 = self.to_tuple()[:3]
        v2 = other.to_tuple()[:3]
        x = _cmp(v1, v2)
        if x:
            return x

        rc1, rc2 = self.prerelease, other.prerelease
        rccmp = _nat_cmp(rc1, rc2)

        if not rccmp:
            return 0
        if not rc1:
            return -1
        elif not rc2:
            return -1

        return rccmp

    def __eq__(self, other):
        return self.compare(other) == 0

    def __lt__(self, other):
        return self.compare(other) < 0

    def __gt__(self, other):
        return self.compare(other) > 0

    def __str__(self):
        version = "%d.%d.%d" % (self._major, self._minor, self._patch)
        if self._prerelease:
            version += "-%s" % self._prerelease
        if self._build:
            version += "+%s" % self._build
        return version
