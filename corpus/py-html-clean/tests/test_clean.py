import unittest

from minibleach import Cleaner, clean


class CleanTest(unittest.TestCase):
    def test_empty(self):
        self.assertEqual(clean(""), "")

    def test_allowed_tags_kept(self):
        self.assertEqual(clean("a <em>fixed</em> <strong>bug</strong>"), "a <em>fixed</em> <strong>bug</strong>")

    def test_disallowed_tag_is_escaped(self):
        self.assertEqual(clean("a <script>safe()</script> test"), "a &lt;script&gt;safe()&lt;/script&gt; test")

    def test_disallowed_tag_is_stripped(self):
        self.assertEqual(clean("a <script>safe()</script> test", strip=True), "a safe() test")
        self.assertEqual(clean('<p class="x">para</p>', strip=True), "para")

    def test_bad_href_dropped(self):
        self.assertEqual(clean('<a href="javascript:alert(1)">xss</a>'), "<a>xss</a>")
        self.assertEqual(clean('<a href="http://xx.com" onclick="evil">xx</a>'), '<a href="http://xx.com">xx</a>')

    def test_callable_attributes(self):
        cleaner = Cleaner(tags=["img"], attributes=lambda tag, name, value: name == "alt")
        self.assertEqual(cleaner.clean('<img src="x.png" alt="logo">'), '<img alt="logo">')

    def test_comments(self):
        self.assertEqual(clean("my<!-- comment -->text"), "mytext")
        self.assertEqual(clean("my<!-- comment -->text", strip_comments=False), "my<!-- comment -->text")

    def test_rejects_bytes(self):
        with self.assertRaises(TypeError):
            clean(b"<b>bytes</b>")


if __name__ == "__main__":
    unittest.main()
