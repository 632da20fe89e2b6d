"""Host and domain matching rules from RFC 6265, section 5.1.3."""
import ipaddress


def canonical_host(host):
    host = host.strip().rstrip(".")
    if ":" in host and not host.startswith("["):
        host = host.split(":", 1)[0]
    return host.lower()


def is_ip(host):
    try:
        ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        return False
    return True


def domain_match(host, domain):
    """True if a cookie for `domain` may be sent to `host`."""
    host = canonical_host(host)
    domain = domain.strip().lstrip(".")
    if not domain:
        return False
    if host == domain:
        return True
    if is_ip(host):
        return False
    return host.endswith("." + domain)


def path_match(request_path, cookie_path):
    if not request_path.startswith("/"):
        request_path = "/"
    if request_path == cookie_path:
        return True
    if request_path.startswith(cookie_path):
        return cookie_path.endswith("/") or request_path[len(cookie_path)] == "/"
    return False
