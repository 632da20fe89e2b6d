"""Authority parsing helpers (reduced from hyperlink._url)."""
import socket


class URLParseError(ValueError):
    """Exception inheriting from ValueError, raised when failing to
    parse a URL. Mostly raised on invalid ports and IPv6 addresses.
    """


def parse_host(host):
    """Parse the host into a tuple of ``(family, host)``, where family
    is the appropriate :mod:`socket` module constant when the host is
    an IP address. Family is ``None`` when the host is not an IP.
    """
    if not host:
        return None, u""
    if u":" in host:
        try:
            socket.inet_pton(socket.AF_INET6, host)
        except OSError as se:
            raise URLParseError("invalid IPv6 host: %r (%r)" % (host, se))
        return socket.AF_INET6, host
    try:
        socket.inet_pton(socket.AF_INET, host)
    except OSError:
        return None, host
    return socket.AF_INET, host


def split_authority(authority):
    """Split ``user@host:port`` into (userinfo, host, port)."""
    userinfo, sep, hostport = authority.rpartition(u"@")
    host, port_str = hostport, u""
    if u":" in hostport:
        host, sep, port_str = hostport.partition(u":")
        if u"]" in port_str:
            host, port_str = hostport, u""
    if host.startswith(u"[") and host.endswith(u"]"):
        host = host[1:-1]
    if not port_str:
        return userinfo, host, None
    try:
        port = int(port_str)
    except ValueError:
        raise URLParseError("invalid port %r in authority %r" % (port_str, authority))
    return userinfo, host, port
