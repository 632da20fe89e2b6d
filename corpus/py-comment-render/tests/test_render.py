import unittest
from html.parser import HTMLParser

from comments.links import linkify
from comments.render import Comment, render_comment


class AttrCollector(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))


def start_tags(markup):
    parser = AttrCollector()
    parser.feed(markup)
    return parser.tags


class LinkifyTest(unittest.TestCase):
    def test_plain_text_is_escaped(self):
        self.assertEqual(linkify("1 < 2 & <b>bold</b>"), "1 &lt; 2 &amp; &lt;b&gt;bold&lt;/b&gt;")

    def test_url_becomes_link(self):
        self.assertEqual(
            linkify("See https://example.org/docs?page=2&lang=en."),
            'See <a href="https://example.org/docs?page=2&amp;lang=en" rel="nofollow ugc">'
            "https://example.org/docs?page=2&amp;lang=en</a>.")

    def test_parenthesised_url(self):
        html = linkify("(docs at https://en.wikipedia.org/wiki/Tea_(drink))")
        self.assertIn('href="https://en.wikipedia.org/wiki/Tea_(drink)"', html)
        self.assertTrue(html.endswith("</a>)"))


class RenderTest(unittest.TestCase):
    def test_thread(self):
        thread = Comment("ana", "First!\n\nhttps://example.org", [Comment("bo", "Welcome")])
        self.assertEqual(render_comment(thread), (
            '<div class="comment" data-author="ana"><b>ana</b><p>First!</p>'
            '<p><a href="https://example.org" rel="nofollow ugc">https://example.org</a></p>'
            '<div class="comment" data-author="bo" data-depth="1"><b>bo</b><p>Welcome</p></div></div>'))

    def test_author_with_quotes(self):
        html = render_comment(Comment('Dwayne "The Rock" Johnson', "Can you smell it?"))
        self.assertEqual(start_tags(html)[0],
                         ("div", {"class": "comment", "data-author": 'Dwayne "The Rock" Johnson'}))
        self.assertIn("<b>Dwayne \"The Rock\" Johnson</b>", html)


if __name__ == "__main__":
    unittest.main()
