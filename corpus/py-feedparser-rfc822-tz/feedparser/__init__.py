"""Universal feed parser (reduced to its date handling)."""

from feedparser.datetimes import _parse_date, registerDateHandler  # noqa: F401
