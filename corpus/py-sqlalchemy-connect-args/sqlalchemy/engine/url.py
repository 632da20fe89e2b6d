"""Provides the :class:`~sqlalchemy.engine.url.URL` class which encapsulates
information about a database connection specification.
"""
from typing import Any, Dict, List, NamedTuple, Optional
from urllib.parse import quote

from .. import util


class URL(NamedTuple):
    """Represent the components of a URL used to connect to a database."""

    drivername: str
    username: Optional[str]
    password: Optional[str]
    host: Optional[str]
    port: Optional[int]
    database: Optional[str]
    query: util.immutabledict

    @classmethod
    def create(cls, drivername, username=None, password=None, host=None,
               port=None, database=None, query=util.immutabledict()) -> "URL":
        """Create a new :class:`_engine.URL` object."""
        return cls(drivername, username, password, host, port, database,
                   util.immutabledict(query))

    def render_as_string(self, hide_password: bool = True) -> str:
        """Render this :class:`_engine.URL` object as a string."""
        s = self.drivername + "://"
        if self.username is not None:
            s += quote(self.username, safe=" +")
            if self.password is not None:
                s += ":" + ("***" if hide_password else quote(str(self.password), safe=" +"))
            s += "@"
        if self.host is not None:
            s += "[%s]" % self.host if ":" in self.host else self.host
        if self.port is not None:
            s += ":" + str(self.port)
        if self.database is not None:
            s += "/" + self.database
        if self.query:
            s += "?" + "&".join("%s=%s" % (k, v) for k in sorted(self.query)
                                for v in util.to_list(self.query[k]))
        return s

    def __repr__(self) -> str:
        return self.render_as_string()

    def translate_connect_args(self, names: Optional[List[str]] = None,
                               **kw: Any) -> Dict[str, Any]:
        r"""Translate url attributes into a dictionary of connection arguments.

        :param \**kw: Optional, alternate key names for url attributes.
        :param names: Deprecated.  Same purpose as the keyword-based alternate names.
        """
        translated = {}
        attribute_names = ["host", "database", "username", "password", "port"]
        for sname in attribute_names:
            if names:
                name = names.pop(0)
            elif sname in kw:
                name = kw[sname]
            else:
                name = sname
            if name is not None and getattr(self, sname, False):
                if sname == "password":
                    translated[name] = str(getattr(self, sname))
                else:
                    translated[sname] = getattr(self, sname)
        return translated


def make_url(name_or_url: Any) -> URL:
    """Given a string, produce a new URL instance."""
    if isinstance(name_or_url, str):
        from ._url_parse import _parse_url

        return _parse_url(name_or_url)
    return name_or_url
