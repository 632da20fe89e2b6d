"""A tiny request handler serving in-memory files with validators."""

from .etag import compute_etag, etag_matches

CACHEABLE_METHODS = ("GET", "HEAD")


class Response:
    def __init__(self, status, body=b"", headers=None):
        self.status = status
        self.body = body
        self.headers = dict(headers or {})

    def __repr__(self):
        return f"Response({self.status}, {len(self.body)} bytes)"


class StaticHandler:
    def __init__(self, files, max_age=300):
        self.files = dict(files)
        self.max_age = max_age

    def headers_for(self, body):
        return {
            "ETag": compute_etag(body),
            "Cache-Control": f"max-age={self.max_age}",
            "Content-Length": str(len(body)),
        }

    def handle(self, method, path, headers=None):
        headers = headers or {}
        if method not in CACHEABLE_METHODS:
            return Response(405, headers={"Allow": ", ".join(CACHEABLE_METHODS)})
        body = self.files.get(path)
        if body is None:
            return Response(404)
        out = self.headers_for(body)
        if etag_matches(out["ETag"], headers.get("If-None-Match")):
            del out["Content-Length"]
            return Response(304, headers=out)
        if method == "HEAD":
            return Response(200, headers=out)
        return Response(200, body, out)
