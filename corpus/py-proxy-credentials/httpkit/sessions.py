"""Sessions keep settings (proxies, headers) across requests."""

from .auth import HTTPProxyAuth
from .utils import get_auth_from_url, select_proxy, urldefragauth


class PreparedRequest:
    def __init__(self, method, url, headers):
        self.method = method
        self.url = url
        self.headers = headers


class Session:
    def __init__(self, proxies=None, headers=None):
        self.proxies = dict(proxies or {})
        self.headers = {"User-Agent": "httpkit/1.0", "Accept": "*/*"}
        self.headers.update(headers or {})

    def proxy_headers(self, proxy):
        """Headers to add to any request sent through proxy."""
        headers = {}
        username, password = get_auth_from_url(proxy)
        if username:
            HTTPProxyAuth(username, password)(headers)
        return headers

    def prepare(self, method, url):
        headers = dict(self.headers)
        proxy = select_proxy(url, self.proxies)
        if proxy:
            headers.update(self.proxy_headers(proxy))
        return PreparedRequest(method.upper(), urldefragauth(url), headers)
