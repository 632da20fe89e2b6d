"""Response objects returned by the client."""

import json

from .utils import guess_encoding, parse_content_type

JSON_TYPES = ("application/json",)


class Response:
    def __init__(self, status_code, headers=None, content=b""):
        self.status_code = status_code
        self.headers = {k.lower(): v for k, v in (headers or {}).items()}
        self.content = content

    @property
    def mimetype(self):
        return parse_content_type(self.headers.get("content-type"))[0]

    @property
    def encoding(self):
        return guess_encoding(self.headers.get("content-type"))

    @property
    def is_json(self):
        mt = self.mimetype
        return mt in JSON_TYPES or (mt.startswith("application/") and mt.endswith("+json"))

    @property
    def text(self):
        return self.content.decode(self.encoding, errors="replace")

    def json(self):
        if not self.is_json:
            raise ValueError(f"response is not JSON ({self.mimetype or 'no content type'})")
        return json.loads(self.text)

    @property
    def ok(self):
        return 200 <= self.status_code < 400
