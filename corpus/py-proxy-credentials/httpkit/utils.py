"""URL helpers shared by sessions and adapters."""

from urllib.parse import unquote, urlparse, urlunparse


def get_auth_from_url(url):
    """Given a url with authentication components, extract them into a tuple of
    (username, password). Missing parts come back as empty strings."""
    parsed = urlparse(url)
    try:
        auth = (unquote(parsed.username), parsed.password)
    except (AttributeError, TypeError):
        auth = ("", "")
    return auth


def urldefragauth(url):
    """Removes the fragment and the authentication part from a URL."""
    scheme, netloc, path, params, query, fragment = urlparse(url)
    if not netloc:
        netloc, path = path, ""
    netloc = netloc.rsplit("@", 1)[-1]
    return urlunparse((scheme, netloc, path, params, query, ""))


def select_proxy(url, proxies):
    """Pick the proxy for url: a scheme+host entry wins over a scheme-only entry."""
    proxies = proxies or {}
    parsed = urlparse(url)
    if parsed.hostname is None:
        return proxies.get(parsed.scheme, proxies.get("all"))
    keys = (
        parsed.scheme + "://" + parsed.hostname,
        parsed.scheme,
        "all://" + parsed.hostname,
        "all",
    )
    for key in keys:
        if key in proxies:
            return proxies[key]
    return None
