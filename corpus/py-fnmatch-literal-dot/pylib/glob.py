"""Filename globbing utility (reduced: one directory level, no recursion)."""
import os
import re

from . import fnmatch

__all__ = ["glob", "has_magic"]

magic_check = re.compile('([*?[])')


def has_magic(s):
    return magic_check.search(s) is not None


def _ishidden(path):
    return path[0] == '.'


def glob(pathname, *, root_dir=None):
    """Return a list of paths matching a pathname pattern.

    The pattern may contain simple shell-style wildcards a la
    fnmatch. Hidden files are not matched by '*' or '?'.
    """
    dirname, basename = os.path.split(pathname)
    base = os.path.join(root_dir or os.curdir, dirname)
    if not has_magic(basename):
        return [pathname] if os.path.lexists(os.path.join(base, basename)) else []
    try:
        names = sorted(os.listdir(base))
    except OSError:
        return []
    if not _ishidden(basename):
        names = [x for x in names if not _ishidden(x)]
    return [os.path.join(dirname, name) for name in fnmatch.filter(names, basename)]
