"""make_url(): parse an RFC 1738 style connection string into a URL."""

import re
from urllib.parse import parse_qsl, unquote

from .url import URL

_PATTERN = re.compile(
    r"""
    (?P<drivername>[\w+]+)://
    (?:
        (?P<username>[^:/]*)
        (?::(?P<password>[^@]*))?
    @)?
    (?:
        (?:\[(?P<ipv6host>[^/?]+)\]|(?P<ipv4host>[^/:?]+))?
        (?::(?P<port>[^/?]*))?
    )?
    (?:/(?P<database>[^?]*))?
    (?:\?(?P<query>.*))?
    $""",
    re.VERBOSE,
)


class ArgumentError(ValueError):
    pass


def make_url(name):
    if isinstance(name, URL):
        return name
    match = _PATTERN.match(name)
    if match is None:
        raise ArgumentError(f"Could not parse URL from string {name!r}")
    components = match.groupdict()
    for key in ("username", "password"):
        if components[key] is not None:
            components[key] = unquote(components[key])
    components["host"] = components.pop("ipv6host") or components.pop("ipv4host")
    components.pop("ipv4host", None)
    port = components.pop("port")
    components["query"] = dict(parse_qsl(components.pop("query") or ""))
    if components["database"] == "":
        components["database"] = None
    return URL(**components)
