"""Request-level helpers built on the header parsers."""

from urllib.parse import unquote, urlsplit, urlunsplit

from .auth import BasicAuth


def auth_from_headers(headers):
    """The BasicAuth of a request, or None when there is no usable Authorization header."""
    value = headers.get("Authorization") or headers.get("authorization")
    if not value:
        return None
    try:
        return BasicAuth.decode(value)
    except ValueError:
        return None


def strip_auth_from_url(url):
    """Split 'http://user:pass@host/path' into ('http://host/path', BasicAuth) ."""
    parts = urlsplit(url)
    if parts.username is None:
        return url, None
    auth = BasicAuth(unquote(parts.username), unquote(parts.password or ""))
    netloc = parts.hostname + (f":{parts.port}" if parts.port else "")
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment)), auth
