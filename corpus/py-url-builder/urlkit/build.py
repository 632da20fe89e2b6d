"""Building API URLs from a base, path segments and query parameters."""
from urllib.parse import quote, urlsplit, urlunsplit

from .query import with_query


def join_path(base, *segments):
    """Appends URL-quoted segments to the path of `base`, keeping its query and fragment."""
    scheme, netloc, path, query, fragment = urlsplit(base)
    parts = [path.rstrip("/")] + [quote(str(s).strip("/"), safe="") for s in segments]
    return urlunsplit((scheme, netloc, "/".join(parts) or "/", query, fragment))


def build_url(base, *segments, **params):
    """build_url("https://api.example.com/v1", "users", 42, fields=["id", "name"])"""
    return with_query(join_path(base, *segments), params)


def page_urls(base, pages, **params):
    return [build_url(base, page=n, **params) for n in range(1, pages + 1)]
