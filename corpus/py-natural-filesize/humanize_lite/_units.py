"""Unit tables and scaling shared by the filesize helpers."""

SUFFIXES = {
    "decimal": (" kB", " MB", " GB", " TB", " PB", " EB", " ZB", " YB"),
    "binary": (" KiB", " MiB", " GiB", " TiB", " PiB", " EiB", " ZiB", " YiB"),
    "gnu": "KMGTPEZY",
}


def suffix_table(binary, gnu):
    if gnu:
        return SUFFIXES["gnu"]
    if binary:
        return SUFFIXES["binary"]
    return SUFFIXES["decimal"]


def scale(bytes_, base, suffixes):
    """Return ``(value, suffix)`` with ``value`` in the largest fitting unit.

    Values smaller than ``base`` are returned unscaled with an empty suffix.
    """
    abs_bytes = bytes_
    if abs_bytes < base:
        return bytes_, ""
    for i, s in enumerate(suffixes):
        unit = base ** (i + 2)
        if abs_bytes < unit:
            break
    return base * bytes_ / unit, s
