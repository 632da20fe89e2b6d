import unittest

from werkzeug.datastructures import Accept, MIMEAccept
from werkzeug.http import parse_accept_header


class TestAccept(unittest.TestCase):
    def test_accept_basic(self):
        a = parse_accept_header("en-us,ru;q=0.5", Accept)
        self.assertEqual(list(a), [("en-us", 1), ("ru", 0.5)])
        self.assertEqual(a.quality("RU"), 0.5)
        self.assertEqual(a.best_match(["ru", "en-us"]), "en-us")

    def test_accept_missing_header(self):
        a = parse_accept_header("", Accept)
        self.assertFalse(a.provided)
        self.assertIsNone(a.best_match(["en"]))

    def test_mime_accept_wildcards(self):
        a = parse_accept_header("text/html,application/xhtml+xml;q=0.9,*/*;q=0.8", MIMEAccept)
        self.assertEqual(a.best_match(["image/png", "text/html"]), "text/html")
        self.assertEqual(a.quality("image/png"), 0.8)
        self.assertTrue(a.accept_html)

    def test_mime_accept_subtype_wildcard(self):
        a = parse_accept_header("text/*;q=0.5", MIMEAccept)
        self.assertEqual(a.best_match(["image/png", "text/plain"]), "text/plain")

    def test_mime_accept_exact_type(self):
        a = parse_accept_header("text/html", MIMEAccept)
        self.assertIsNone(a.best_match(["text/plain", "image/html"]))
        self.assertEqual(a.best_match(["text/plain", "text/html"]), "text/html")

    def test_mime_quality_of_unlisted(self):
        a = parse_accept_header("application/json;q=0.9", MIMEAccept)
        self.assertEqual(a.quality("application/json"), 0.9)
        self.assertEqual(a.quality("application/xml"), 0)


if __name__ == "__main__":
    unittest.main()
