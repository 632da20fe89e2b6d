import unittest

from markdownify import markdownify as md


class ConversionTests(unittest.TestCase):

    def test_bold_and_italics(self):
        self.assertEqual(md('<b>Hello</b> <em>world</em>'), '**Hello** *world*')

    def test_inline_trailing_space(self):
        self.assertEqual(md('<p>This is <b>bold </b>text</p>').strip(), 'This is **bold** text')

    def test_inline_leading_space(self):
        self.assertEqual(md('a<i> b</i>'), 'a *b*')

    def test_link(self):
        self.assertEqual(md('<a href="https://example.com" title="Ex">site</a>'),
                         '[site](https://example.com "Ex")')
        self.assertEqual(md('<a href="https://example.com">https://example.com</a>'),
                         '<https://example.com>')

    def test_link_with_spaces(self):
        self.assertEqual(md('see<a href="/x"> the docs </a>now'), 'see [the docs](/x) now')

    def test_headings(self):
        self.assertEqual(md('<h2>Title</h2>').strip(), '## Title')

    def test_lists(self):
        self.assertEqual(md('<ul><li>one</li><li>two</li></ul>'), '* one\n* two\n')
        self.assertEqual(md('<ol><li>one</li><li>two</li></ol>'), '1. one\n2. two\n')

    def test_escaping(self):
        self.assertEqual(md('snake_case *star*'), r'snake\_case \*star\*')


if __name__ == '__main__':
    unittest.main()
