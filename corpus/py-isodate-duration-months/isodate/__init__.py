"""
Import all essential functions and constants to re-export them here for easy
access.

This module contains also various pre-defined ISO 8601 format strings.
"""
from isodate.duration import Duration
from isodate.isoduration import duration_isoformat, parse_duration
from isodate.isoerror import ISO8601Error

__all__ = [
    "parse_duration",
    "duration_isoformat",
    "ISO8601Error",
    "Duration",
]
