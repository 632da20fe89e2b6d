"""Serving a byte string with support for range requests."""

from .http import parse_range_header


class Response:
    def __init__(self, body=b"", status=200, headers=None):
        self.body = body
        self.status = status
        self.headers = headers or {}


def send_bytes(data, environ, content_type="application/octet-stream"):
    headers = {"Content-Type": content_type, "Accept-Ranges": "bytes"}
    rng = parse_range_header(environ.get("HTTP_RANGE"))
    if rng is None:
        headers["Content-Length"] = str(len(data))
        return Response(data, 200, headers)
    content_range = rng.make_content_range(len(data))
    if content_range is None:
        headers["Content-Range"] = f"bytes */{len(data)}"
        return Response(b"", 416, headers)
    part = data[content_range.start : content_range.stop]
    headers["Content-Range"] = content_range.to_header()
    headers["Content-Length"] = str(len(part))
    return Response(part, 206, headers)
