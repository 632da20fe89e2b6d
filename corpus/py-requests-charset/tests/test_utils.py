import unittest

from requests.structures import CaseInsensitiveDict
from requests.utils import get_encoding_from_headers, parse_header_links


class TestGetEncodingFromHeaders(unittest.TestCase):
    def encoding(self, content_type):
        return get_encoding_from_headers(CaseInsensitiveDict({"Content-Type": content_type}))

    def test_charset(self):
        self.assertEqual(self.encoding("text/html; charset=UTF-8"), "UTF-8")

    def test_quoted_charset(self):
        self.assertEqual(self.encoding('text/plain; charset="utf-16"'), "utf-16")

    def test_capitalized_charset_param(self):
        self.assertEqual(self.encoding("text/html; Charset=ISO-8859-2"), "ISO-8859-2")
        self.assertEqual(self.encoding("application/json; CHARSET=utf-16"), "utf-16")

    def test_text_default(self):
        self.assertEqual(self.encoding("text/csv"), "ISO-8859-1")

    def test_json_default(self):
        self.assertEqual(self.encoding("application/json"), "utf-8")

    def test_none(self):
        self.assertIsNone(get_encoding_from_headers(CaseInsensitiveDict()))
        self.assertIsNone(self.encoding("image/png"))


class TestParseHeaderLinks(unittest.TestCase):
    def test_links(self):
        self.assertEqual(
            parse_header_links('<http:/.../front.jpeg>; rel=front; type="image/jpeg"'),
            [{"url": "http:/.../front.jpeg", "rel": "front", "type": "image/jpeg"}],
        )

    def test_empty(self):
        self.assertEqual(parse_header_links(""), [])


class TestCaseInsensitiveDict(unittest.TestCase):
    def test_lookup(self):
        d = CaseInsensitiveDict({"Content-Type": "text/html"})
        self.assertEqual(d["content-type"], "text/html")
        self.assertEqual(list(d), ["Content-Type"])


if __name__ == "__main__":
    unittest.main()
