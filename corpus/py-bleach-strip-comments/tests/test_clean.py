import unittest

from bleach import clean


class CleanTest(unittest.TestCase):
    def test_empty_and_plain(self):
        self.assertEqual(clean(""), "")
        self.assertEqual(clean("no html string"), "no html string")

    def test_allowed_html(self):
        self.assertEqual(clean("a <em>fixed</em> link"), "a <em>fixed</em> link")

    def test_disallowed_tags_are_escaped(self):
        self.assertEqual(clean("<script>alert(1)</script>"), "&lt;script&gt;alert(1)&lt;/script&gt;")

    def test_strip(self):
        self.assertEqual(clean("a <span>test</span> <b>bold</b>", strip=True), "a test <b>bold</b>")

    def test_attributes(self):
        self.assertEqual(clean('<a href="http://x.com" onclick="evil()">x</a>'), '<a href="http://x.com">x</a>')

    def test_comments_are_stripped_by_default(self):
        self.assertEqual(clean("<!-- this is a comment -->"), "")
        self.assertEqual(clean("<!--comment-->text"), "text")

    def test_comments_kept_when_asked(self):
        self.assertEqual(clean("a<!-- keep -->b", strip_comments=False), "a<!-- keep -->b")

    def test_non_text_input(self):
        with self.assertRaises(TypeError):
            clean(b"bytes")


if __name__ == "__main__":
    unittest.main()
