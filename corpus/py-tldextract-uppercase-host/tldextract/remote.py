"""tldextract helpers for testing and fetching remote resources."""

import re

SCHEME_RE = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*:)?//")
IP_RE = re.compile(r"^(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.){3}"
                   r"(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)$")


def lenient_netloc(url):
    """Extract the netloc of a URL-like string, similar to the netloc attribute
    returned by urllib.parse.{urlparse,urlsplit}, but extract more leniently,
    without raising errors."""
    after_userinfo = (
        SCHEME_RE.sub("", url, 1)
        .partition("/")[0]
        .partition("?")[0]
        .partition("#")[0]
        .rpartition("@")[-1]
    )
    without_port = after_userinfo.partition(":")[0]
    return without_port.strip().rstrip(".")


def looks_like_ip(maybe_ip):
    """Does the given str look like an IP address?"""
    if not maybe_ip[0].isdigit():
        return False
    return IP_RE.match(maybe_ip) is not None
