import unittest

from Lib import mimetypes


class MimeTypesTestCase(unittest.TestCase):

    def test_guess_type(self):
        self.assertEqual(mimetypes.guess_type("foo.html"), ("text/html", None))
        self.assertEqual(mimetypes.guess_type("http://example.com/a/b.PNG"), ("image/png", None))

    def test_encoding_and_suffix_map(self):
        self.assertEqual(mimetypes.guess_type("foo.tgz"), ("application/x-tar", "gzip"))
        self.assertEqual(mimetypes.guess_type("foo.tar.Z"), ("application/x-tar", "compress"))
        self.assertEqual(mimetypes.guess_type("logo.svgz"), ("image/svg+xml", "gzip"))

    def test_non_strict_type(self):
        self.assertEqual(mimetypes.guess_type("foo.pic"), (None, None))
        self.assertEqual(mimetypes.guess_type("foo.pic", strict=False), ("image/pict", None))

    def test_data_urls(self):
        self.assertEqual(mimetypes.guess_type("data:,thisIsTextPlain"), ("text/plain", None))
        self.assertEqual(mimetypes.guess_type("data:image/png;base64,iVBORw0K"), ("image/png", None))

    def test_guess_all_extensions(self):
        self.assertEqual(mimetypes.guess_all_extensions("image/jpeg"), [".jpg", ".jpe", ".jpeg"])
        self.assertEqual(mimetypes.guess_all_extensions("image/pict"), [])
        self.assertEqual(mimetypes.guess_all_extensions("image/pict", strict=False),
                         [".pict", ".pct", ".pic"])

    def test_guess_extension(self):
        self.assertEqual(mimetypes.guess_extension("text/html"), ".html")
        self.assertIsNone(mimetypes.guess_extension("image/webp"))

    def test_guess_extension_non_strict(self):
        self.assertEqual(mimetypes.guess_extension("image/webp", strict=False), ".webp")
        self.assertEqual(mimetypes.guess_extension("image/jpg", strict=False), ".jpg")


if __name__ == "__main__":
    unittest.main()
