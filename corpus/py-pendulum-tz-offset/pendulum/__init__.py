from pendulum.parsing import ParserError, parse_iso8601
from pendulum.tz import UTC, FixedTimezone, fixed_timezone


def parse(text, tz=UTC):
    """
    Parses an ISO 8601 string and returns a datetime.
    Naive strings are interpreted in the given timezone (UTC by default).
    """
    dt = parse_iso8601(text)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=tz)
    return dt


__all__ = ["parse", "ParserError", "FixedTimezone", "fixed_timezone", "UTC"]
