"""Incoming requests: headers, query arguments and the auth token."""

from urllib.parse import parse_qs


class Headers(dict):
    """Header names are case-insensitive."""

    def __init__(self, items=()):
        super().__init__()
        for key, value in dict(items).items():
            self[key] = value

    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key):
        return super().__getitem__(key.lower())

    def get(self, key, default=None):
        return super().get(key.lower(), default)


class Request:
    def __init__(self, method, url, headers=None, body=b""):
        self.method = method.upper()
        self.path, _, self.query_string = url.partition("?")
        self.headers = Headers(headers or {})
        self.body = body

    @property
    def args(self):
        return parse_qs(self.query_string, keep_blank_values=True)

    @property
    def token(self):
        """The token of an `Authorization: Bearer <token>` (or `Token <token>`) header."""
        prefixes = ("Bearer", "Token")
        auth_header = self.headers.get("Authorization")
        for prefix in prefixes:
            if prefix in auth_header:
                return auth_header.partition(prefix)[-1].strip()
        return auth_header
