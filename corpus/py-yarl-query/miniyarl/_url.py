"""The URL class."""

from urllib.parse import parse_qsl, urlsplit, urlunsplit

from ._quoting import PATH_QUOTER, get_str_query


class URL:
    __slots__ = ("_val",)

    def __init__(self, val=""):
        val = urlsplit(val) if isinstance(val, str) else val
        if val.netloc and not val.path:
            val = val._replace(path="/")
        self._val = val

    @classmethod
    def build(cls, *, scheme="", host="", path="", query=None, fragment=""):
        return cls(urlunsplit((scheme, host, PATH_QUOTER(path), get_str_query(query), fragment)))

    def __str__(self):
        return urlunsplit(self._val)

    def __repr__(self):
        return f"URL('{self}')"

    def __eq__(self, other):
        return isinstance(other, URL) and self._val == other._val

    @property
    def path(self):
        return self._val.path

    @property
    def query_string(self):
        return self._val.query

    @property
    def query(self):
        return dict(parse_qsl(self._val.query, keep_blank_values=True))

    def with_query(self, *args, **kwargs):
        """Return a new URL with the query replaced; None removes it."""
        query = kwargs if kwargs else (args[0] if args else None)
        return URL(self._val._replace(query=get_str_query(query)))

    def update_query(self, *args, **kwargs):
        """Return a new URL with the given keys added to or replacing those of the query."""
        query = dict(self.query)
        query.update(kwargs if kwargs else args[0])
        return self.with_query(query)
