"""Filename helpers."""

import re
import unicodedata

_UNSAFE = re.compile(r"[^A-Za-z0-9_.-]")


def secure_filename(filename):
    """A filename safe to store on disk: ASCII only, no path parts, no leading dots."""
    filename = unicodedata.normalize("NFKD", filename).encode("ascii", "ignore").decode("ascii")
    filename = filename.replace("\\", "/").rsplit("/", 1)[-1]
    filename = _UNSAFE.sub("", "_".join(filename.split()))
    return filename.strip("._")


def split_extension(filename):
    """Return ``(stem, extension)``; the extension is lower case, without the dot."""
    if "." not in filename.strip("."):
        return filename, ""
    extension = filename.split(".")[1]
    stem = filename[: -len(extension) - 1]
    return stem, extension.lower()
