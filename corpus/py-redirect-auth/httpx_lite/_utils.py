DEFAULT_PORTS = {"http": 80, "https": 443}


def port_or_default(url):
    if url.port is not None:
        return url.port
    return DEFAULT_PORTS.get(url.scheme)


def same_origin(url, other):
    """Return 'True' if the given URLs share the same origin."""
    return (
        url.scheme == other.scheme
        and url.host == other.host
        and port_or_default(url) == port_or_default(other)
    )


def is_https_redirect(url, location):
    """Return 'True' if 'location' is a HTTPS upgrade of 'url'."""
    if url.host != location.host:
        return False
    return (
        url.scheme == "http"
        and port_or_default(url) == 80
        and location.scheme == "https"
        and port_or_default(location) == 443
    )
