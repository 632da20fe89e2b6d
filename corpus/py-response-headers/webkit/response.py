"""Turning a handler's result into a status line, headers and a body."""

import json

from .structures import CaseInsensitiveDict

REASONS = {200: "OK", 201: "Created", 204: "No Content", 404: "Not Found"}


class Response:
    def __init__(self, body=b"", status=200, headers=None):
        if isinstance(body, str):
            body = body.encode("utf-8")
        self.body = body
        self.status = status
        self.headers = CaseInsensitiveDict(headers)
        self._set_defaults()

    def _set_defaults(self):
        if "Content-Type" not in self.headers:
            self.headers["Content-Type"] = "text/plain; charset=utf-8"
        if self.status != 204 and "Content-Length" not in self.headers:
            self.headers["Content-Length"] = str(len(self.body))

    @property
    def status_line(self):
        return f"{self.status} {REASONS.get(self.status, 'Unknown')}"

    def header_list(self):
        return sorted(self.headers.items())


def json_response(data, status=200, headers=None):
    headers = CaseInsensitiveDict(headers)
    headers["content-type"] = "application/json"
    return Response(json.dumps(data, separators=(",", ":")), status, headers)
