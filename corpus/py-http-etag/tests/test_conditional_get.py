import unittest

from httpcache import StaticHandler
from httpcache.etag import compute_etag, parse_if_none_match

FILES = {"/app.js": b"console.log('hi');\n", "/style.css": b"body { margin: 0 }\n"}


class ConditionalGetTest(unittest.TestCase):
    def setUp(self):
        self.handler = StaticHandler(FILES)
        self.tag = self.handler.handle("GET", "/app.js").headers["ETag"]

    def test_plain_get_returns_body_and_validators(self):
        resp = self.handler.handle("GET", "/app.js")
        self.assertEqual(resp.status, 200)
        self.assertEqual(resp.body, FILES["/app.js"])
        self.assertEqual(resp.headers["Cache-Control"], "max-age=300")

    def test_matching_etag_gives_304(self):
        resp = self.handler.handle("GET", "/app.js", {"If-None-Match": self.tag})
        self.assertEqual(resp.status, 304)
        self.assertEqual(resp.body, b"")

    def test_weak_etag_in_a_list_matches(self):
        header = '"0000000000000000", W/' + self.tag
        resp = self.handler.handle("GET", "/app.js", {"If-None-Match": header})
        self.assertEqual(resp.status, 304)

    def test_stale_etag_gives_full_response(self):
        resp = self.handler.handle("GET", "/app.js", {"If-None-Match": compute_etag(b"old")})
        self.assertEqual(resp.status, 200)
        self.assertEqual(resp.body, FILES["/app.js"])

    def test_star_matches_any_representation(self):
        resp = self.handler.handle("GET", "/style.css", {"If-None-Match": "*"})
        self.assertEqual(resp.status, 304)

    def test_missing_file_and_bad_method(self):
        self.assertEqual(self.handler.handle("GET", "/nope").status, 404)
        self.assertEqual(self.handler.handle("POST", "/app.js").status, 405)

    def test_parse_header_list(self):
        self.assertEqual(parse_if_none_match(' "a" , W/"b",'), ['"a"', 'W/"b"'])
        self.assertEqual(parse_if_none_match(None), [])


if __name__ == "__main__":
    unittest.main()
