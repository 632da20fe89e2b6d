"""Percent-encoding of URL parts and query building."""

import math
from collections.abc import Mapping, Sequence
from urllib.parse import quote, quote_plus


class Quoter:
    def __init__(self, *, safe="", qs=False):
        self._safe = safe
        self._qs = qs

    def __call__(self, val):
        if not isinstance(val, str):
            raise TypeError("Argument should be str")
        if self._qs:
            return quote_plus(val, safe=self._safe)
        return quote(val, safe=self._safe)


PATH_QUOTER = Quoter(safe="@:/!$'()*,;=+&")
# A whole query string: keeps its own "=", "&" and "+" separators.
QUERY_QUOTER = Quoter(safe="?/:@=&+;", qs=True)
# One key or value inside a query: separators must be escaped.
QUERY_PART_QUOTER = Quoter(safe="?/:@", qs=True)


def query_var(v):
    cls = type(v)
    if issubclass(cls, str):
        return v
    if issubclass(cls, float):
        if math.isinf(v) or math.isnan(v):
            raise ValueError("float('inf') and float('nan') are not supported as query values")
        return str(float(v))
    if issubclass(cls, int) and cls is not bool:
        return str(int(v))
    raise TypeError(f"Invalid variable type: value should be str, int or float, got {v!r} of type {cls}")


def get_str_query(query):
    """Encode a str, mapping or sequence of pairs as a query string."""
    if query is None:
        return ""
    if isinstance(query, str):
        return QUERY_QUOTER(query)
    items = query.items() if isinstance(query, Mapping) else query
    if not isinstance(items, (Sequence, type({}.items()))):
        raise TypeError("Invalid query type: only str, mapping or sequence of (key, value) pairs is allowed")
    return "&".join(QUERY_PART_QUOTER(k) + "=" + QUERY_QUOTER(query_var(v)) for k, v in items)
