"""Celery error types."""


class CeleryError(Exception):
    """Base class for all Celery errors."""


class ParseException(CeleryError, ValueError):
    """Raised by crontab_parser when the input can't be parsed."""
