"""Downloading into an in-memory file, resuming a partial one when asked."""

from .ranges import parse_content_range


class Response:
    def __init__(self, status, headers=None, body=b""):
        self.status = status
        self.headers = {k.lower(): v for k, v in (headers or {}).items()}
        self.body = body


class Downloader:
    def __init__(self, existing=b"", resume=False):
        self.resume = resume
        self.data = bytearray(existing if resume else b"")
        self.resumed_from = len(self.data)
        self.total_size = None

    def request_headers(self):
        headers = {"Accept-Encoding": "identity"}
        if self.resume and self.resumed_from:
            headers["Range"] = f"bytes={self.resumed_from}-"
        return headers

    def start(self, response):
        if response.status == 206 and self.resumed_from:
            self.total_size = parse_content_range(response.headers.get("content-range"),
                                                  self.resumed_from)
        else:
            # The server ignored our Range header: start over.
            self.resumed_from = 0
            del self.data[:]
            length = response.headers.get("content-length")
            self.total_size = int(length) if length is not None else None
        self.data.extend(response.body)
        return self

    @property
    def finished(self):
        return self.total_size is not None and len(self.data) == self.total_size

    @property
    def interrupted(self):
        return self.total_size is not None and len(self.data) < self.total_size
