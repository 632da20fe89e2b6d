"""Parsing the start line and header block of an HTTP request."""

from .headers import HTTPHeaders


class HTTPInputError(Exception):
    pass


class RequestStartLine:
    def __init__(self, method, path, version):
        self.method = method
        self.path = path
        self.version = version


def parse_request_start_line(line):
    try:
        method, path, version = line.split(" ")
    except ValueError:
        raise HTTPInputError("Malformed HTTP request line")
    if not version.startswith("HTTP/"):
        raise HTTPInputError("Malformed HTTP version in HTTP Request-Line: %r" % version)
    return RequestStartLine(method, path, version)


class HTTPRequest:
    def __init__(self, start_line, headers, body=b""):
        self.method = start_line.method
        self.path = start_line.path
        self.version = start_line.version
        self.headers = headers
        self.body = body

    def content_length(self):
        return int(self.headers.get("Content-Length", "0"))

    def keep_alive(self):
        connection = self.headers.get("Connection", "").lower()
        if self.version == "HTTP/1.1":
            return connection != "close"
        return connection == "keep-alive"


def parse_request(data):
    head, _, body = data.partition("\r\n\r\n")
    first, _, rest = head.partition("\r\n")
    start_line = parse_request_start_line(first)
    return HTTPRequest(start_line, HTTPHeaders.parse(rest), body.encode("latin1"))
