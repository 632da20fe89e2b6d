import unittest

import mistune


class TestInline(unittest.TestCase):
    def test_escape(self):
        ret = mistune.markdown('<div>**foo**</div>')
        self.assertEqual(ret, '<p>&lt;div&gt;<strong>foo</strong>&lt;/div&gt;</p>\n')

    def test_paragraphs(self):
        self.assertEqual(mistune.markdown('one\n\ntwo'), '<p>one</p>\n<p>two</p>\n')

    def test_codespan(self):
        self.assertEqual(mistune.markdown('`a < b && c`'), '<p><code>a &lt; b &amp;&amp; c</code></p>\n')

    def test_link(self):
        ret = mistune.markdown('[**home**](http://example.com/?a=1&b=2)')
        self.assertEqual(ret, '<p><a href="http://example.com/?a=1&amp;b=2"><strong>home</strong></a></p>\n')

    def test_harmful_link(self):
        self.assertEqual(mistune.markdown('[x](JavaScript:void%200)'), '<p><a href="">x</a></p>\n')

    def test_link_title(self):
        ret = mistune.markdown('[docs](/docs "Read the docs")')
        self.assertEqual(ret, '<p><a href="/docs" title="Read the docs">docs</a></p>\n')

    def test_link_title_with_quotes(self):
        ret = mistune.markdown("[a](/b 'say \"hi\"')")
        self.assertEqual(ret, '<p><a href="/b" title="say &quot;hi&quot;">a</a></p>\n')

    def test_image_title_with_quotes(self):
        ret = mistune.markdown("![logo](/logo.png 'the \"best\" logo')")
        self.assertEqual(ret, '<p><img src="/logo.png" alt="logo" title="the &quot;best&quot; logo" /></p>\n')


if __name__ == '__main__':
    unittest.main()
