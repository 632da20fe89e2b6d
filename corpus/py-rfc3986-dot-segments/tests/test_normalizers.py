import unittest

from rfc3986 import uri_reference
from rfc3986.normalizers import normalize_percent_characters, normalize_scheme


class TestNormalizers(unittest.TestCase):
    def test_normalize_scheme(self):
        for scheme in ("HTTP", "hTTp", "Http"):
            self.assertEqual(normalize_scheme(scheme), "http")

    def test_normalize_percent_characters(self):
        self.assertEqual(normalize_percent_characters("%3afoo%DF%ab"), "%3Afoo%DF%AB")

    def test_normalized_equality(self):
        a = uri_reference("HTTP://EXAMPLE.com:8080/%7efoo").normalize()
        b = uri_reference("http://example.com:8080/%7Efoo").normalize()
        self.assertEqual(a, b)

    def test_userinfo_case_is_kept(self):
        uri = uri_reference("https://User:Pass@Example.COM").normalize()
        self.assertEqual(uri.unsplit(), "https://User:Pass@example.com")

    def test_dot_segments_in_absolute_path(self):
        uri = uri_reference("http://example.com/a/b/c/./../../g").normalize()
        self.assertEqual(uri.unsplit(), "http://example.com/a/g")

    def test_dot_segments_keep_trailing_slash(self):
        uri = uri_reference("http://example.com/a/b/..").normalize()
        self.assertEqual(uri.unsplit(), "http://example.com/a/")

    def test_relative_path(self):
        uri = uri_reference("mid/content=5/../6").normalize()
        self.assertEqual(uri.unsplit(), "mid/6")

    def test_query_is_normalized(self):
        uri = uri_reference("http://example.com?q=%2fa").normalize()
        self.assertEqual(uri.unsplit(), "http://example.com?q=%2Fa")


if __name__ == "__main__":
    unittest.main()
