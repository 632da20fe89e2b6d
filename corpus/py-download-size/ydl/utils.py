"""Formatting helpers for sizes, rates and durations."""

import math
import re


def format_bytes(bytes):
    if bytes is None:
        return 'N/A'
    if type(bytes) is str:
        bytes = float(bytes)
    if bytes == 0.0:
        exponent = 0
    else:
        exponent = int(math.log(bytes, 1024.0))
    suffix = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB'][exponent]
    converted = float(bytes) / float(1024 * exponent)
    return '%.2f%s' % (converted, suffix)


def parse_filesize(s):
    """'1.5MiB' -> 1572864; decimal units (MB) use powers of 1000."""
    if s is None:
        return None
    units = {'B': 1, 'KiB': 1024, 'MiB': 1024 ** 2, 'GiB': 1024 ** 3,
             'KB': 1000, 'MB': 1000 ** 2, 'GB': 1000 ** 3}
    m = re.match(r'(?P<num>[0-9]+(?:[.,][0-9]*)?)\s*(?P<unit>[KMG]i?B|B)$', s.strip())
    if not m:
        return None
    num = float(m.group('num').replace(',', '.'))
    return int(num * units[m.group('unit')])


def format_seconds(seconds):
    (mins, secs) = divmod(seconds, 60)
    (hours, mins) = divmod(mins, 60)
    if hours > 99:
        return '--:--:--'
    if hours == 0:
        return '%02d:%02d' % (mins, secs)
    return '%02d:%02d:%02d' % (hours, mins, secs)
