"""Name and filename helpers shared by the index code."""

import posixpath
import re

_canonicalize_regex = re.compile(r"[-_.]+")

WHEEL_EXTENSION = ".whl"
ARCHIVE_EXTENSIONS = (".tar.gz", ".tar.bz2", ".tar.xz", ".tgz", ".zip")


def canonicalize_name(name):
    """PEP 503 normalized form of a project name."""
    return _canonicalize_regex.sub("-", name)


def splitext(path):
    """Like os.path.splitext, but take off .tar too."""
    base, ext = posixpath.splitext(path)
    if base.lower().endswith(".tar"):
        ext = base[-4:] + ext
        base = base[:-4]
    return base, ext


def is_archive_file(name):
    """Return True if `name` is a considered as an archive file."""
    ext = splitext(name)[1].lower()
    return ext in ARCHIVE_EXTENSIONS or ext == WHEEL_EXTENSION
