"""Escaping helpers shared by the renderers."""

from html import unescape
from urllib.parse import quote

HARMFUL_PROTOCOLS = ("javascript:", "vbscript:", "file:", "data:")
SAFE_DATA_IMAGES = ("data:image/gif;", "data:image/png;", "data:image/jpeg;", "data:image/webp;")


def escape(s, quote_=True):
    s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if quote_:
        s = s.replace('"', "&quot;")
    return s


def escape_url(link):
    """Percent-encode a link target, keeping the characters URLs are built from."""
    safe = ":/?#@!$&'()*+,;=%~"
    return escape(quote(unescape(link), safe=safe))


def safe_url(url, allow_data_images=False):
    """Return a link target that is safe to put in an href/src attribute."""
    schema = url.strip().split(":", 1)[0] + ":" if ":" in url else ""
    if allow_data_images and url.lower().startswith(SAFE_DATA_IMAGES):
        return escape_url(url)
    if schema.startswith(HARMFUL_PROTOCOLS):
        return "#harmful-link"
    return escape_url(url)
