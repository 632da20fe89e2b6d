"""Header and response containers."""

from collections.abc import Mapping


class Headers(Mapping):
    """An immutable, case-insensitive mapping of HTTP headers."""

    def __init__(self, headers=None, raw=None):
        if raw is not None:
            self._list = [(k.lower(), v) for k, v in raw]
        else:
            self._list = [(k.lower(), v) for k, v in (headers or {}).items()]

    def __getitem__(self, key):
        key = key.lower()
        for header_key, header_value in self._list:
            if header_key == key:
                return header_value
        raise KeyError(key)

    def __iter__(self):
        return iter(k for k, _ in self._list)

    def __len__(self):
        return len(self._list)

    def getlist(self, key):
        key = key.lower()
        return [v for k, v in self._list if k == key]


class PlainTextResponse:
    media_type = "text/plain"

    def __init__(self, content, status_code=200, headers=None):
        self.body = content.encode("utf-8")
        self.status_code = status_code
        self.headers = Headers(headers)
