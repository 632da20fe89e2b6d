"""A reduced copy of CPython's urllib.parse query-string functions."""
from .parse import parse_qs, parse_qsl, unquote, unquote_plus, urlencode  # noqa
