"""Semantic versions and npm-style version ranges."""
from semver.ranges import max_satisfying, parse_range
from semver.version import Version

__all__ = ["Version", "parse_range", "max_satisfying"]
