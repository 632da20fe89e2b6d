"""
An implementation of semantics and validations described in RFC 3986.
"""
from .uri import URIReference

__all__ = ("URIReference", "uri_reference")


def uri_reference(uri, encoding="utf-8"):
    """Parse a URI string into a URIReference."""
    return URIReference.from_string(uri, encoding)
