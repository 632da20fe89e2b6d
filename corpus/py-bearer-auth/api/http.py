"""Requests and HTTP errors."""


class Headers:
    """Case-insensitive, read-only request headers."""

    def __init__(self, raw=None):
        self._items = {key.lower(): value for key, value in (raw or {}).items()}

    def get(self, key, default=None):
        return self._items.get(key.lower(), default)

    def __contains__(self, key):
        return key.lower() in self._items


class Request:
    def __init__(self, method="GET", path="/", headers=None):
        self.method = method
        self.path = path
        self.headers = Headers(headers)


class HTTPException(Exception):
    def __init__(self, status_code, detail=None, headers=None):
        super().__init__(status_code, detail)
        self.status_code = status_code
        self.detail = detail
        self.headers = headers


HTTP_401_UNAUTHORIZED = 401
HTTP_403_FORBIDDEN = 403
