import unittest

from httpserver.headers import HTTPHeaders
from httpserver.request import HTTPInputError, parse_request, parse_request_start_line

RAW = (
    "POST /upload?x=1 HTTP/1.0\r\n"
    "Host: example.com\r\n"
    "content-length: 5\r\n"
    "Connection: keep-alive\r\n"
    "Accept: text/html\r\n"
    "accept: application/json\r\n"
    "\r\n"
    "hello"
)


class StartLineTest(unittest.TestCase):
    def test_start_line(self):
        line = parse_request_start_line("GET /index.html HTTP/1.1")
        self.assertEqual((line.method, line.path, line.version), ("GET", "/index.html", "HTTP/1.1"))

    def test_bad_start_line(self):
        with self.assertRaises(HTTPInputError):
            parse_request_start_line("GET /index.html")
        with self.assertRaises(HTTPInputError):
            parse_request_start_line("GET / FTP/1.0")


class RequestTest(unittest.TestCase):
    def test_body_and_length(self):
        request = parse_request(RAW)
        self.assertEqual(request.method, "POST")
        self.assertEqual(request.content_length(), 5)
        self.assertEqual(request.body, b"hello")

    def test_header_values(self):
        request = parse_request(RAW)
        self.assertEqual(request.headers["Host"], "example.com")
        self.assertIn("CONTENT-LENGTH", request.headers)

    def test_keep_alive_on_http10(self):
        self.assertTrue(parse_request(RAW).keep_alive())

    def test_repeated_header(self):
        headers = parse_request(RAW).headers
        self.assertEqual(headers.get_list("Accept"), ["text/html", "application/json"])
        self.assertEqual(headers["Accept"], "text/html,application/json")

    def test_folded_header_is_joined(self):
        headers = HTTPHeaders()
        headers.parse_line("X-Note:a")
        headers.parse_line("   b")
        self.assertEqual(headers.get("x-note"), "a b")

    def test_http11_defaults_to_keep_alive(self):
        request = parse_request("GET / HTTP/1.1\r\nHost:example.com\r\n\r\n")
        self.assertTrue(request.keep_alive())
        self.assertIsNone(request.headers.get("Connection"))


if __name__ == "__main__":
    unittest.main()
