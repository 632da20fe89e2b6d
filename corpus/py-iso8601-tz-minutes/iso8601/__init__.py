from .iso8601 import ParseError, UTC, parse_date

__all__ = ["parse_date", "ParseError", "UTC"]
