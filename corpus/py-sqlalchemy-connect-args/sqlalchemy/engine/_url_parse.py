"""Parsing of database URL strings into :class:`~sqlalchemy.engine.url.URL`."""
import re
from typing import Any, Dict
from urllib.parse import parse_qsl, unquote

from .. import util
from .url import URL


def _parse_url(name: str) -> URL:
    pattern = re.compile(
        r"""
            (?P<name>[\w\+]+)://
            (?:
                (?P<username>[^:/]*)
                (?::(?P<password>[^@]*))?
            @)?
            (?:
                (?:
                    \[(?P<ipv6host>[^/\?]+)\] |
                    (?P<ipv4host>[^/:\?]+)
                )?
                (?::(?P<port>[^/\?]*))?
            )?
            (?:/(?P<database>[^\?]*))?
            (?:\?(?P<query>.*))?
            """,
        re.X,
    )
    m = pattern.match(name)
    if m is None:
        raise ValueError("Could not parse SQLAlchemy URL from string '%s'" % name)
    components: Dict[str, Any] = m.groupdict()
    query: Dict[str, Any] = {}
    for key, value in parse_qsl(components["query"] or ""):
        if key in query:
            query[key] = util.to_list(query[key]) + [value]
        else:
            query[key] = value
    components["query"] = query
    for key in ("username", "password"):
        if components[key] is not None:
            components[key] = unquote(components[key])
    ipv4host = components.pop("ipv4host")
    ipv6host = components.pop("ipv6host")
    components["host"] = ipv4host or ipv6host
    name = components.pop("name")
    if components["port"]:
        components["port"] = int(components["port"])
    return URL.create(name, **components)
