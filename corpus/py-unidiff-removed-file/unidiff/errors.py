"""Errors and exceptions raised by the package."""


class UnidiffParseError(Exception):
    """Exception when parsing the unified diff data."""
