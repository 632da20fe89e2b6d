import unittest

from webkit.response import Response, json_response
from webkit.structures import CaseInsensitiveDict


class HeadersTest(unittest.TestCase):
    def test_lookup_ignores_case(self):
        headers = CaseInsensitiveDict({"X-Trace-Id": "t1"})
        self.assertEqual(headers["x-trace-id"], "t1")
        self.assertEqual(list(headers), ["X-Trace-Id"])


class ResponseTest(unittest.TestCase):
    def test_defaults(self):
        response = Response("héllo")
        self.assertEqual(response.status_line, "200 OK")
        self.assertEqual(response.headers["content-type"], "text/plain; charset=utf-8")
        self.assertEqual(response.headers["Content-Length"], "6")

    def test_json_response(self):
        response = json_response({"id": 3}, status=201)
        self.assertEqual(response.body, b'{"id":3}')
        self.assertEqual(response.headers["Content-Type"], "application/json")

    def test_explicit_content_type_is_kept(self):
        response = Response("<p>hi</p>", headers={"Content-Type": "text/html"})
        self.assertEqual(response.header_list(), [("Content-Length", "9"), ("Content-Type", "text/html")])

    def test_no_content(self):
        response = Response(status=204)
        self.assertEqual(response.status_line, "204 No Content")
        self.assertNotIn("content-length", [k.lower() for k in response.headers])


if __name__ == "__main__":
    unittest.main()
