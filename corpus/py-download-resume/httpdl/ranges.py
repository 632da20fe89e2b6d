"""Parsing of the Content-Range header of a resumed (206) response."""

import re

CONTENT_RANGE = re.compile(r"^bytes (?P<first>\d+)-(?P<last>\d+)/(\*|(?P<length>\d+))$")


class ContentRangeError(ValueError):
    pass


def parse_content_range(content_range, resumed_from):
    """Return the total size of the file, checking the server resumed where we asked."""
    if content_range is None:
        raise ContentRangeError("Missing Content-Range header")
    match = CONTENT_RANGE.match(content_range.strip())
    if not match:
        raise ContentRangeError(f"Invalid Content-Range format {content_range!r}")
    first_byte_pos = int(match.group("first"))
    last_byte_pos = int(match.group("last"))
    instance_length = int(match.group("length")) if match.group("length") else None

    if not (0 <= first_byte_pos < last_byte_pos
            and (instance_length is None or instance_length > last_byte_pos)):
        raise ContentRangeError(f"Invalid Content-Range returned: {content_range!r}")

    if (first_byte_pos != resumed_from
            or (instance_length is not None and last_byte_pos + 1 != instance_length)):
        raise ContentRangeError(
            f"Unexpected Content-Range returned ({content_range!r}) "
            f"for the requested Range (bytes={resumed_from}-)")

    return last_byte_pos + 1
