import datetime
import time
import unittest

from tornado.httputil import (
    HTTPInputError,
    format_timestamp,
    parse_request_start_line,
    split_host_and_port,
)


class FormatTimestampTest(unittest.TestCase):
    # Make sure that all the input types are supported.
    TIMESTAMP = 1359312200.503611
    EXPECTED = "Sun, 27 Jan 2013 18:43:20 GMT"

    def check(self, value):
        self.assertEqual(format_timestamp(value), self.EXPECTED)

    def test_unix_time_float(self):
        self.check(self.TIMESTAMP)

    def test_unix_time_int(self):
        self.check(int(self.TIMESTAMP))

    def test_struct_time(self):
        self.check(time.gmtime(self.TIMESTAMP))

    def test_utc_naive_datetime(self):
        self.check(
            datetime.datetime.fromtimestamp(self.TIMESTAMP, datetime.timezone.utc).replace(
                tzinfo=None
            )
        )


class ParseRequestStartLineTest(unittest.TestCase):
    METHOD = "GET"
    PATH = "/foo"
    VERSION = "HTTP/1.1"

    def test_parse_request_start_line(self):
        start_line = " ".join([self.METHOD, self.PATH, self.VERSION])
        parsed_start_line = parse_request_start_line(start_line)
        self.assertEqual(parsed_start_line.method, self.METHOD)
        self.assertEqual(parsed_start_line.path, self.PATH)
        self.assertEqual(parsed_start_line.version, self.VERSION)

    def test_malformed_request_line(self):
        with self.assertRaises(HTTPInputError):
            parse_request_start_line("GET /foo")


class SplitHostAndPortTest(unittest.TestCase):
    def test_host_only(self):
        self.assertEqual(split_host_and_port("example.com"), ("example.com", None))

    def test_host_and_port(self):
        self.assertEqual(split_host_and_port("example.com:8888"), ("example.com", 8888))

    def test_ipv6_host_and_port(self):
        host, port = split_host_and_port("[::1]:443")
        self.assertEqual(host, "[::1]")
        self.assertEqual(port + 1, 444)


if __name__ == "__main__":
    unittest.main()
