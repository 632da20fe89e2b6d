"""PEP 440 versions: parsing, canonical string form and ordering."""

import re
from functools import total_ordering

from ._parse import parse_letter_version, parse_local_version

VERSION_PATTERN = r"""
    v?
    (?:(?P<epoch>[0-9]+)!)?
    (?P<release>[0-9]+(?:\.[0-9]+)*)
    (?P<pre>[-_.]?(?P<pre_l>alpha|a|beta|b|preview|pre|c|rc)[-_.]?(?P<pre_n>[0-9]+)?)?
    (?P<post>(?:-(?P<post_n1>[0-9]+))|(?:[-_.]?(?P<post_l>post|rev|r)[-_.]?(?P<post_n2>[0-9]+)?))?
    (?P<dev>[-_.]?(?P<dev_l>dev)[-_.]?(?P<dev_n>[0-9]+)?)?
    (?:\+(?P<local>[a-z0-9]+(?:[-_.][a-z0-9]+)*))?
"""
_REGEX = re.compile(r"^\s*" + VERSION_PATTERN + r"\s*$", re.VERBOSE | re.IGNORECASE)


class InvalidVersion(ValueError):
    """The string is not a valid PEP 440 version."""


@total_ordering
class Version:
    def __init__(self, text):
        match = _REGEX.match(text)
        if not match:
            raise InvalidVersion(f"Invalid version: {text!r}")
        self.epoch = int(match.group("epoch") or 0)
        self.release = tuple(int(part) for part in match.group("release").split("."))
        self.pre = parse_letter_version(match.group("pre_l"), match.group("pre_n"))
        self.post = parse_letter_version(
            match.group("post_l"), match.group("post_n1") or match.group("post_n2")
        )
        self.dev = parse_letter_version(match.group("dev_l"), match.group("dev_n"))
        self.local = parse_local_version(match.group("local"))

    def __str__(self):
        parts = [f"{self.epoch}!" if self.epoch else "", ".".join(map(str, self.release))]
        if self.pre is not None:
            parts.append(f"{self.pre[0]}{self.pre[1]}")
        if self.post is not None:
            parts.append(f".post{self.post[1]}")
        if self.dev is not None:
            parts.append(f".dev{self.dev[1]}")
        if self.local is not None:
            parts.append("+" + ".".join(map(str, self.local)))
        return "".join(parts)

    def __repr__(self):
        return f"<Version({str(self)!r})>"

    @property
    def is_prerelease(self):
        return self.pre is not None or self.dev is not None

    def _key(self):
        release = list(self.release)
        while release and release[-1] == 0:
            release.pop()
        if self.pre is None and self.post is None and self.dev is not None:
            pre = (0, "", 0)  # 1.0.dev0 sorts before 1.0a0
        elif self.pre is None:
            pre = (2, "", 0)
        else:
            pre = (1,) + self.pre
        post = (0, 0) if self.post is None else (1, self.post[1])
        dev = (1, 0) if self.dev is None else (0, self.dev[1])
        return self.epoch, tuple(release), pre, post, dev, self.local or ()

    def __eq__(self, other):
        return self._key() == other._key()

    def __lt__(self, other):
        return self._key() < other._key()

    def __hash__(self):
        return hash(self._key())
