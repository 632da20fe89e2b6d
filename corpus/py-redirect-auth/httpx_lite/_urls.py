from urllib.parse import urljoin, urlsplit


class URL:
    """An absolute or relative URL, parsed once."""

    def __init__(self, url=""):
        self._raw = str(url)
        parts = urlsplit(self._raw)
        self.scheme = parts.scheme.lower()
        self.host = (parts.hostname or "").lower()
        self.port = parts.port
        self.path = parts.path or ("/" if parts.netloc else "")
        self.query = parts.query

    @property
    def netloc(self):
        return self.host if self.port is None else f"{self.host}:{self.port}"

    @property
    def is_relative_url(self):
        return not self.scheme

    def join(self, url):
        return URL(urljoin(self._raw, str(url)))

    def __eq__(self, other):
        return str(self) == str(other)

    def __str__(self):
        return self._raw

    def __repr__(self):
        return f"URL({self._raw!r})"
