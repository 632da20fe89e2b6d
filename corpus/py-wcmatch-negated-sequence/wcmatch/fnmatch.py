"""
Wild Card Match.

A custom implementation of `fnmatch`.
"""
from . import _wcparse

__all__ = ("IGNORECASE", "NEGATE", "DOTMATCH", "I", "N", "D", "translate", "fnmatch", "filter")

I = IGNORECASE = _wcparse.IGNORECASE
N = NEGATE = _wcparse.NEGATE
D = DOTMATCH = _wcparse.DOTMATCH


def _split(patterns, flags):
    """Split patterns into inclusion and, with NEGATE, exclusion patterns."""
    if isinstance(patterns, str):
        patterns = [patterns]
    include, exclude = [], []
    for pattern in patterns:
        if flags & NEGATE and pattern.startswith('!'):
            exclude.append(_wcparse.compile_pattern(pattern[1:], flags | DOTMATCH))
        else:
            include.append(_wcparse.compile_pattern(pattern, flags))
    if not include and exclude:
        include.append(_wcparse.compile_pattern('*', flags | DOTMATCH))
    return include, exclude


def translate(patterns, *, flags=0):
    """Translate `fnmatch` pattern."""
    include, exclude = _split(patterns, flags)
    return [p.pattern for p in include], [p.pattern for p in exclude]


def fnmatch(filename, patterns, *, flags=0):
    """
    Check if filename matches pattern.

    By default case sensitivity is determined by the file system,
    but if `case_sensitive` is set, respect that instead.
    """
    include, exclude = _split(patterns, flags)
    return (any(p.match(filename) for p in include) and
            not any(p.match(filename) for p in exclude))


def filter(filenames, patterns, *, flags=0):  # noqa A001
    """Filter names using pattern."""
    return [name for name in filenames if fnmatch(name, patterns, flags=flags)]
