"""Module containing the implementation of the URIReference class."""
import re
from collections import namedtuple

from . import normalizers

URI_MATCHER = re.compile(r"^(?:([^:/?#]+):)?(?://([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?")
AUTHORITY_MATCHER = re.compile(r"^(?:(.*)@)?(\[[^\]]*\]|[^:]*)(?::(\d*))?$")

URI_COMPONENTS = ["scheme", "authority", "path", "query", "fragment"]


class URIReference(namedtuple("URIReference", URI_COMPONENTS)):
    """Immutable object representing a parsed URI Reference."""

    def __new__(cls, scheme, authority, path, query, fragment, encoding="utf-8"):
        ref = super().__new__(cls, scheme or None, authority or None, path or None,
                              query, fragment)
        ref.encoding = encoding
        return ref

    @classmethod
    def from_string(cls, uri_string, encoding="utf-8"):
        """Parse a URI reference from the given unicode URI string."""
        split_uri = URI_MATCHER.match(uri_string).groups()
        return cls(*split_uri, encoding=encoding)

    def authority_info(self):
        """Return a tuple of (userinfo, host, port) of the authority."""
        if not self.authority:
            return (None, None, None)
        return AUTHORITY_MATCHER.match(self.authority).groups()

    def normalize(self):
        """Normalize this reference as described in Section 6.2.2."""
        return URIReference(
            normalizers.normalize_scheme(self.scheme or ""),
            normalizers.normalize_authority(self.authority_info()),
            normalizers.normalize_path(self.path or ""),
            normalizers.normalize_query(self.query),
            self.fragment,
            self.encoding,
        )

    def unsplit(self):
        """Create a URI string from the components."""
        result = []
        if self.scheme:
            result.extend([self.scheme, ":"])
        if self.authority:
            result.extend(["//", self.authority])
        if self.path:
            result.append(self.path)
        if self.query is not None:
            result.extend(["?", self.query])
        if self.fragment is not None:
            result.extend(["#", self.fragment])
        return "".join(result)
