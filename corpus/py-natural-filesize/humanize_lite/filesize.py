"""Bits and bytes related humanization."""

from ._units import scale, suffix_table


def naturalsize(value, binary=False, gnu=False, format="%.1f"):
    """Format a number of bytes like a human readable filesize (e.g. 10 kB).

    By default, decimal suffixes (kB, MB) are used.  Non-GNU modes are
    compatible with jinja2's ``filesizeformat`` filter.

    Examples:
        >>> naturalsize(3000000)
        '3.0 MB'
        >>> naturalsize(3000, True)
        '2.9 KiB'
        >>> naturalsize(3000, False, True)
        '2.9K'
    """
    base = 1024 if (gnu or binary) else 1000
    if isinstance(value, str):
        bytes_ = float(value)
    else:
        bytes_ = value

    if abs(bytes_) == 1 and not gnu:
        return "%d Byte" % bytes_

    number, suffix = scale(bytes_, base, suffix_table(binary, gnu))
    if not suffix:
        if gnu:
            return "%dB" % bytes_
        return "%d Bytes" % bytes_
    return (format + suffix) % number
