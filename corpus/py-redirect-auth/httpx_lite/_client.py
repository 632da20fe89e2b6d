from ._urls import URL
from ._utils import is_https_redirect, same_origin

SEE_OTHER, FOUND, MOVED_PERMANENTLY = 303, 302, 301


class Request:
    def __init__(self, method, url, headers=None):
        self.method = method.upper()
        self.url = url if isinstance(url, URL) else URL(url)
        self.headers = dict(headers or {})


class Response:
    def __init__(self, status_code, headers=None, request=None):
        self.status_code = status_code
        self.headers = dict(headers or {})
        self.request = request


class Client:
    def build_redirect_request(self, request, response):
        """Given a request and a redirect response, return a new request
        that should be used to effect the redirect."""
        method = self._redirect_method(request, response)
        url = self._redirect_url(request, response)
        headers = self._redirect_headers(request, url, method)
        return Request(method=method, url=url, headers=headers)

    def _redirect_method(self, request, response):
        method = request.method
        # https://tools.ietf.org/html/rfc7231#section-6.4.4
        if response.status_code == SEE_OTHER and method != "HEAD":
            method = "GET"
        # Do what the browsers do, despite standards...
        if response.status_code == FOUND and method != "HEAD":
            method = "GET"
        if response.status_code == MOVED_PERMANENTLY and method == "POST":
            method = "GET"
        return method

    def _redirect_url(self, request, response):
        location = URL(response.headers["Location"])
        if location.is_relative_url:
            location = request.url.join(location)
        return location

    def _redirect_headers(self, request, url, method):
        headers = dict(request.headers)
        if not same_origin(url, request.url):
            if not is_https_redirect(url, request.url):
                # Strip Authorization headers when responses are redirected
                # away from the origin. (Except for direct HTTP to HTTPS redirects.)
                headers.pop("Authorization", None)
            headers["Host"] = url.netloc
        if method != request.method and method == "GET":
            headers.pop("Content-Length", None)
            headers.pop("Transfer-Encoding", None)
        headers.pop("Cookie", None)
        return headers
