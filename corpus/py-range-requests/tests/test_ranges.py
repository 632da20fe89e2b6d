import unittest

from wsgiutil.http import parse_range_header
from wsgiutil.responses import send_bytes

DATA = bytes(range(256)) * 4


class RangeRequestTest(unittest.TestCase):
    def test_no_range_header(self):
        resp = send_bytes(DATA, {})
        self.assertEqual((resp.status, resp.headers["Content-Length"]), (200, "1024"))

    def test_closed_range(self):
        resp = send_bytes(DATA, {"HTTP_RANGE": "bytes=0-99"})
        self.assertEqual(resp.status, 206)
        self.assertEqual(resp.body, DATA[:100])
        self.assertEqual(resp.headers["Content-Range"], "bytes 0-99/1024")

    def test_open_and_suffix_ranges(self):
        resp = send_bytes(DATA, {"HTTP_RANGE": "bytes=1000-"})
        self.assertEqual(resp.headers["Content-Range"], "bytes 1000-1023/1024")
        resp = send_bytes(DATA, {"HTTP_RANGE": "bytes=-24"})
        self.assertEqual(resp.body, DATA[-24:])

    def test_unsatisfiable_range(self):
        resp = send_bytes(DATA, {"HTTP_RANGE": "bytes=2000-2100"})
        self.assertEqual(resp.status, 416)
        self.assertEqual(resp.headers["Content-Range"], "bytes */1024")

    def test_malformed_header_sends_the_whole_body(self):
        for value in ("bytes=abc-10", "bytes=x-", "bytes=5-2"):
            resp = send_bytes(DATA, {"HTTP_RANGE": value})
            self.assertEqual(resp.status, 200, value)

    def test_parse_multiple_ranges(self):
        rng = parse_range_header("bytes=0-9, 20-29")
        self.assertEqual(rng.ranges, [(0, 10), (20, 30)])
        self.assertIsNone(parse_range_header("bytes=0-9, 5-7"))

    def test_parse_garbage(self):
        self.assertIsNone(parse_range_header("bytes"))
        self.assertIsNone(parse_range_header("bytes=10"))
        self.assertIsNone(parse_range_header("bytes=-x"))


if __name__ == "__main__":
    unittest.main()
