"""Conditional GET support: Last-Modified / If-Modified-Since and Cache-Control."""

from email.utils import format_datetime, parsedate_to_datetime

DEFAULT_MAX_AGE = 300


def last_modified(page):
    """The page's Last-Modified time, truncated to whole seconds as HTTP dates are."""
    return page.created.replace(microsecond=0)


def http_date(when):
    return format_datetime(when, usegmt=True)


def is_not_modified(page, if_modified_since):
    """True if the client's copy (dated by If-Modified-Since) is still current."""
    if not if_modified_since:
        return False
    try:
        since = parsedate_to_datetime(if_modified_since)
    except (TypeError, ValueError):
        return False
    return last_modified(page) <= since


def cache_headers(page, max_age=DEFAULT_MAX_AGE):
    return {
        "Last-Modified": http_date(last_modified(page)),
        "Cache-Control": f"public, max-age={max_age}",
    }
