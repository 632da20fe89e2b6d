import unittest

import markdown2


class HeaderIdsTestCase(unittest.TestCase):
    def _assertMarkdown(self, text, expected, extras=None):
        self.assertEqual(markdown2.markdown(text, extras=extras).strip(), expected)

    def test_plain_header(self):
        self._assertMarkdown("# Hello\n", "<h1>Hello</h1>")

    def test_header_level(self):
        self._assertMarkdown("### Third level ###\n", "<h3>Third level</h3>")

    def test_simple_id(self):
        self._assertMarkdown("## Getting Started\n", '<h2 id="getting-started">Getting Started</h2>',
                             extras=["header-ids"])

    def test_punctuation_in_header(self):
        self._assertMarkdown("# Install - Linux & macOS\n",
                             '<h1 id="install-linux-macos">Install - Linux & macOS</h1>',
                             extras=["header-ids"])

    def test_duplicate_headers(self):
        html = markdown2.markdown("# Usage\n\n# Usage\n", extras=["header-ids"])
        self.assertIn('<h1 id="usage">', html)
        self.assertIn('<h1 id="usage-2">', html)

    def test_prefix(self):
        self._assertMarkdown("# API Reference\n", '<h1 id="doc-api-reference">API Reference</h1>',
                             extras={"header-ids": "doc"})


if __name__ == '__main__':
    unittest.main()
