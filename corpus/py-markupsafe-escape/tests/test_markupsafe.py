import unittest

from markupsafe import Markup, escape, escape_silent


class TestEscape(unittest.TestCase):
    def test_escape_tags(self):
        self.assertEqual(escape("<em>Hi & bye</em>"), "&lt;em&gt;Hi &amp; bye&lt;/em&gt;")

    def test_escape_quotes(self):
        self.assertEqual(escape("\"quoted\" and 'single'"), "&#34;quoted&#34; and &#39;single&#39;")

    def test_escape_silent(self):
        self.assertIs(escape_silent(None).__class__, Markup)
        self.assertEqual(escape_silent(None), "")
        self.assertEqual(escape_silent("<"), "&lt;")

    def test_html_objects_are_trusted(self):
        class Foo:
            def __html__(self):
                return "<em>foo</em>"

        self.assertEqual(escape(Foo()), "<em>foo</em>")
        self.assertEqual(Markup(Foo()), "<em>foo</em>")


class TestMarkupOperations(unittest.TestCase):
    def test_adding(self):
        self.assertEqual(Markup("<em>") + "<foo>", "<em>&lt;foo&gt;")
        self.assertEqual("<foo>" + Markup("<em>"), "&lt;foo&gt;<em>")

    def test_join_escapes_attribute_values(self):
        attrs = Markup(" ").join(['title="a&b"', Markup('class="x"')])
        self.assertEqual(attrs, 'title=&#34;a&amp;b&#34; class="x"')

    def test_markup_is_not_reescaped(self):
        self.assertEqual(escape(Markup("<b>&amp;</b>")), "<b>&amp;</b>")
