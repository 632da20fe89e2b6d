"""A session holds the base URL, query parameters and headers shared by every request."""

from urllib.parse import urlencode, urljoin

from .merging import merge_setting

DEFAULT_HEADERS = {"User-Agent": "apiclient/1.0", "Accept": "application/json"}


class PreparedRequest:
    def __init__(self, method, url, headers):
        self.method = method
        self.url = url
        self.headers = headers

    def __repr__(self):
        return f"<PreparedRequest [{self.method} {self.url}]>"


class Session:
    def __init__(self, base_url, params=None, headers=None):
        self.base_url = base_url.rstrip("/") + "/"
        self.params = dict(params or {})
        self.headers = dict(DEFAULT_HEADERS)
        self.headers.update(headers or {})

    def prepare(self, method, path, params=None, headers=None):
        """Build the request for `method path` with this session's defaults applied."""
        url = urljoin(self.base_url, path.lstrip("/"))
        query = merge_setting(params, self.params)
        if query:
            url += "?" + urlencode(list(dict(query).items()))
        merged_headers = merge_setting(headers, self.headers)
        return PreparedRequest(method.upper(), url, dict(merged_headers))

    def get(self, path, **kwargs):
        return self.prepare("GET", path, **kwargs)
