from typing import Union

SEQUENCE_TYPES = (list, tuple)
DEFAULT_ENCODING = "utf-8"
ICAL_TYPE = Union[str, bytes]


def from_unicode(value: ICAL_TYPE, encoding="utf-8") -> bytes:
    """Converts a value to bytes, even if it already is bytes."""
    if isinstance(value, bytes):
        return value
    elif isinstance(value, str):
        try:
            return value.encode(encoding)
        except UnicodeEncodeError:
            return value
    return value


def to_unicode(value: ICAL_TYPE, encoding="utf-8-sig") -> str:
    """Converts a value to unicode, even if it is already a unicode string."""
    if isinstance(value, str):
        return value
    elif isinstance(value, bytes):
        try:
            return value.decode(encoding)
        except UnicodeDecodeError:
            return value.decode("utf-8-sig", "replace")
    return value
