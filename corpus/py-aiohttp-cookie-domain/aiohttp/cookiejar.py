from collections import defaultdict
from http.cookies import Morsel, SimpleCookie
from typing import DefaultDict, Mapping, Tuple, Union
from urllib.parse import urlsplit

from .helpers import is_ip_address

__all__ = ("CookieJar",)


class CookieJar:
    """Implements cookie storage adhering to RFC 6265."""

    def __init__(self, *, unsafe: bool = False) -> None:
        self._cookies: DefaultDict[Tuple[str, str], SimpleCookie] = defaultdict(SimpleCookie)
        self._host_only_cookies = set()
        self._unsafe = unsafe

    def __len__(self) -> int:
        return sum(len(cookies) for cookies in self._cookies.values())

    def update_cookies(
        self, cookies: Union[str, Mapping[str, Morsel]], response_url: str = ""
    ) -> None:
        """Update cookies."""
        hostname = urlsplit(response_url).hostname
        if not self._unsafe and is_ip_address(hostname):
            # Don't accept cookies from IPs
            return
        for name, value in SimpleCookie(cookies).items():
            domain = value["domain"]
            # ignore domains with trailing dots
            if domain.endswith("."):
                domain = ""
                del value["domain"]
            if not domain and hostname is not None:
                # Set the cookie's domain to the response hostname (host-only)
                self._host_only_cookies.add((hostname, name))
                domain = value["domain"] = hostname
            if domain.startswith("."):
                # Remove leading dot
                domain = domain[1:]
                value["domain"] = domain
            path = value["path"] or "/"
            value["path"] = path
            self._cookies[(domain, path)][name] = value

    def filter_cookies(self, request_url: str) -> "SimpleCookie[str]":
        """Returns this jar's cookies filtered by their attributes."""
        filtered: SimpleCookie = SimpleCookie()
        parts = urlsplit(request_url)
        hostname = parts.hostname or ""
        is_not_secure = parts.scheme not in ("https", "wss")
        for (domain, path), cookies in self._cookies.items():
            for name, cookie in cookies.items():
                if (domain, name) in self._host_only_cookies:
                    if domain != hostname:
                        continue
                elif not self._is_domain_match(domain, hostname):
                    continue
                if not (parts.path or "/").startswith(path):
                    continue
                if is_not_secure and cookie["secure"]:
                    continue
                mrsl_val: Morsel = Morsel()
                mrsl_val.set(cookie.key, cookie.value, cookie.coded_value)
                filtered[name] = mrsl_val
        return filtered

    @staticmethod
    def _is_domain_match(domain: str, hostname: str) -> bool:
        """Implements domain matching adhering to RFC 6265."""
        if hostname == domain:
            return True
        if not hostname.endswith(domain):
            return False
        non_matching = hostname[: -len(domain)]
        if non_matching.endswith("."):
            return False
        return not is_ip_address(hostname)
