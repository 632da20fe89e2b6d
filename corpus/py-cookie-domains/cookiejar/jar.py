from dataclasses import dataclass
from urllib.parse import urlsplit

from .domains import canonical_host, domain_match, path_match


@dataclass
class Cookie:
    name: str
    value: str
    domain: str
    path: str = "/"
    secure: bool = False
    host_only: bool = False


class CookieJar:
    def __init__(self):
        self._cookies = {}

    def set(self, cookie):
        key = (cookie.domain.lower().lstrip("."), cookie.path, cookie.name)
        self._cookies[key] = cookie

    def set_from_response(self, url, name, value, domain=None, path="/", secure=False):
        host = canonical_host(urlsplit(url).netloc)
        if domain is None:
            self.set(Cookie(name, value, host, path, secure, host_only=True))
        elif domain_match(host, domain):
            self.set(Cookie(name, value, domain, path, secure))

    def cookies_for(self, url):
        parts = urlsplit(url)
        host = canonical_host(parts.netloc)
        found = []
        for cookie in self._cookies.values():
            if cookie.secure and parts.scheme != "https":
                continue
            if cookie.host_only:
                if host != cookie.domain:
                    continue
            elif not domain_match(host, cookie.domain):
                continue
            if path_match(parts.path or "/", cookie.path):
                found.append(cookie)
        found.sort(key=lambda c: -len(c.path))
        return found

    def header_for(self, url):
        return "; ".join("%s=%s" % (c.name, c.value) for c in self.cookies_for(url))
