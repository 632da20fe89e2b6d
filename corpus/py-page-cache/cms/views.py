"""Request handling for page URLs."""

from .http_cache import cache_headers, is_not_modified


class Response:
    def __init__(self, status, body="", headers=None):
        self.status = status
        self.body = body
        self.headers = headers or {}


def render(page):
    return f"<h1>{page.title}</h1>\n{page.body}"


def serve_page(pages, slug, request_headers=None):
    """GET /<slug>: 404, 304 or 200 with the rendered page."""
    request_headers = request_headers or {}
    page = pages.get(slug)
    if page is None:
        return Response(404, "not found")
    headers = cache_headers(page)
    if is_not_modified(page, request_headers.get("If-Modified-Since")):
        return Response(304, headers=headers)
    return Response(200, render(page), headers)
