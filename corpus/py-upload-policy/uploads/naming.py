"""File-name helpers: the extension of a name and a safe name to store it under."""

import re
import unicodedata

_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")
MAX_NAME = 80


def basename(path):
    """The last component of a client-supplied path, whichever separator the client used."""
    return re.split(r"[\\/]", path)[-1]


def extension(filename):
    """The last extension of `filename`, lower-case and without the dot ('' if it has none)."""
    name = basename(filename)
    if "." not in name.lstrip("."):
        return ""
    return name.split(".")[1].lower()


def safe_name(filename):
    """An ASCII name for storage: accents dropped, runs of other characters turned into '-'."""
    name = unicodedata.normalize("NFKD", basename(filename))
    name = name.encode("ascii", "ignore").decode("ascii")
    name = _UNSAFE.sub("-", name).strip("-.")
    return name[-MAX_NAME:] or "upload"
