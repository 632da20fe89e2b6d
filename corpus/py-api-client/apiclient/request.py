"""Immutable-style request objects: every `with_*` method returns a modified copy."""
from urllib.parse import urlencode


class Request:
    def __init__(self, method, url, headers=None, params=None, json=None):
        self.method = method.upper()
        self.url = url
        self.headers = dict(headers or {})
        self.params = dict(params or {})
        self.json = json

    def _copy(self):
        return Request(self.method, self.url, self.headers, self.params, self.json)

    def with_headers(self, **headers):
        clone = self._copy()
        self.headers.update({name.replace("_", "-"): value for name, value in headers.items()})
        return clone

    def with_params(self, **params):
        clone = self._copy()
        clone.params.update({k: v for k, v in params.items() if v is not None})
        return clone

    @property
    def full_url(self):
        if not self.params:
            return self.url
        return f"{self.url}?{urlencode(sorted(self.params.items()), doseq=True)}"

    def __repr__(self):
        return f"<Request {self.method} {self.full_url}>"
