"""host[:port] parsing, including bracketed IPv6 literals."""

from .defaults import DEFAULT_PORT, SCHEME_PORTS


class AddressError(ValueError):
    pass


def parse_port(text):
    if not text.isdigit():
        raise AddressError(f"invalid port {text!r}")
    port = int(text)
    if not 0 < port < 65536:
        raise AddressError(f"port out of range: {port}")
    return port


def split_host_port(text, default_port=DEFAULT_PORT):
    """'db:5432' -> ('db', 5432); '[::1]:8080' -> ('::1', 8080); 'web' -> ('web', default)."""
    text = text.strip()
    if "://" in text:
        scheme, _, text = text.partition("://")
        default_port = SCHEME_PORTS.get(scheme, default_port)
    if ":" not in text or text.endswith("]"):
        host, port = text, default_port
    else:
        host, _, port_text = text.partition(":")
        port = parse_port(port_text)
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    if not host:
        raise AddressError(f"missing host in {text!r}")
    return host, port


def format_host_port(host, port):
    if ":" in host:
        return f"[{host}]:{port}"
    return f"{host}:{port}"
