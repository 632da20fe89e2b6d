import unittest

from minimd import Markdown, html
from minimd.renderers import HTMLRenderer


class InlineTest(unittest.TestCase):
    def test_emphasis_and_strong(self):
        self.assertEqual(html("a *b* **c**"), "<p>a <em>b</em> <strong>c</strong></p>\n")

    def test_codespan_is_escaped(self):
        self.assertEqual(html("use `<br>` here"), "<p>use <code>&lt;br&gt;</code> here</p>\n")

    def test_link_with_title(self):
        self.assertEqual(
            html('[mistune](https://example.com/a?b=1 "Docs")'),
            '<p><a href="https://example.com/a?b=1" title="Docs">mistune</a></p>\n',
        )

    def test_harmful_link(self):
        self.assertEqual(html("[x](javascript:alert(1))"), '<p><a href="#harmful-link">x</a>)</p>\n')

    def test_harmful_link_mixed_case(self):
        self.assertEqual(html("[x](JavaScript:alert`1`)"), '<p><a href="#harmful-link">x</a></p>\n')
        self.assertEqual(html("[y](VBScript:msgbox)"), '<p><a href="#harmful-link">y</a></p>\n')

    def test_data_image_allowed_but_not_data_link(self):
        out = html("![dot](data:image/png;base64,iVBOR) [d](Data:text/html;base64,PHNjcmlwdD4)")
        self.assertIn('<img src="data:image/png;base64,iVBOR" alt="dot" />', out)
        self.assertIn('<a href="#harmful-link">d</a>', out)

    def test_allow_harmful_protocols(self):
        md = Markdown(HTMLRenderer(allow_harmful_protocols=True))
        self.assertEqual(md("[x](javascript:void)"), '<p><a href="javascript:void">x</a></p>\n')

    def test_url_is_quoted(self):
        self.assertEqual(html("[a](/path with)"), "<p>[a](/path with)</p>\n")
        self.assertEqual(html("[a](/caf\u00e9)"), '<p><a href="/caf%C3%A9">a</a></p>\n')


if __name__ == "__main__":
    unittest.main()
