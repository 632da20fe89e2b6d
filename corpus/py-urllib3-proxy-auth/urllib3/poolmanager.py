from urllib.parse import unquote, urlsplit

from .util.request import make_headers

port_by_scheme = {"http": 80, "https": 443}


class PoolManager:
    """Allows for arbitrary requests while transparently keeping track of
    necessary connection pools for you."""

    def __init__(self, num_pools=10, headers=None):
        self.num_pools = num_pools
        self.headers = headers or {}


class ProxyManager(PoolManager):
    """Behaves just like :class:`PoolManager`, but sends all requests through
    the defined proxy, using the CONNECT method for HTTPS URLs.

    Credentials in the proxy URL are sent as a Basic proxy-authorization header.
    """

    def __init__(self, proxy_url, num_pools=10, headers=None, proxy_headers=None):
        proxy = urlsplit(proxy_url)
        if proxy.scheme not in ("http", "https"):
            raise ValueError(f"Proxy URL had unsupported scheme {proxy.scheme}")
        self.proxy_host = proxy.hostname
        self.proxy_port = proxy.port or port_by_scheme[proxy.scheme]
        self.proxy_headers = dict(proxy_headers or {})
        if proxy.username is not None and not self.proxy_headers:
            auth = f"{unquote(proxy.username)}:{unquote(proxy.password or '')}"
            self.proxy_headers = make_headers(proxy_basic_auth=auth)
        super().__init__(num_pools, headers)

    def _set_proxy_headers(self, url, headers=None):
        """Sets headers needed by proxies: specifically, the Accept and Host
        headers. Only sets headers not provided by the user."""
        headers_ = {"Accept": "*/*"}
        netloc = urlsplit(url).netloc
        if netloc:
            headers_["Host"] = netloc
        if headers:
            headers_.update(headers)
        return headers_


def proxy_from_url(url, **kw):
    return ProxyManager(proxy_url=url, **kw)
