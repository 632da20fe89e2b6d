import unittest
import xml.etree.ElementTree as etree

from markdown.extensions.toc import TocExtension, slugify, unique


def build(html):
    return etree.fromstring('<div>' + html + '</div>')


class TestTOC(unittest.TestCase):

    def run_toc(self, html, **kwargs):
        doc = build(html)
        tokens = TocExtension(**kwargs).processor().run(doc)
        return doc, tokens

    def testUniqueFunc(self):
        ids = {'foo'}
        self.assertEqual(unique('foo', ids), 'foo_1')
        self.assertEqual(unique('foo', ids), 'foo_2')
        self.assertEqual(unique('', ids), '_1')
        self.assertEqual(ids, {'foo', 'foo_1', 'foo_2', '_1'})

    def testSlugify(self):
        self.assertEqual(slugify('Header 1', '-'), 'header-1')
        self.assertEqual(slugify('Žlutý kůň', '_'), 'zluty_kun')

    def testTokens(self):
        doc, tokens = self.run_toc('<h1>Header 1</h1><p>text</p><h2>Header 2</h2>')
        self.assertEqual(tokens, [
            {'level': 1, 'id': 'header-1', 'name': 'Header 1'},
            {'level': 2, 'id': 'header-2', 'name': 'Header 2'},
        ])

    def testUniqueIds(self):
        doc, tokens = self.run_toc('<h1>Header</h1><h2>Header</h2><h3 id="header_2">x</h3>')
        self.assertEqual([t['id'] for t in tokens], ['header', 'header_1', 'header_2'])

    def testAnchorsWithTrailingSymbols(self):
        doc, tokens = self.run_toc('<h1>Release notes 2.0 &#8594;</h1><h2>Is it fast?</h2>')
        self.assertEqual([t['id'] for t in tokens], ['release-notes-20', 'is-it-fast'])

    def testAnchorsWithLeadingSymbols(self):
        doc, tokens = self.run_toc('<h2>&#9733; Featured</h2>', separator='_')
        self.assertEqual(doc.find('h2').get('id'), 'featured')

    def testCustomSlugify(self):
        def my_slugify(value, separator):
            return value.upper().replace(' ', separator)
        doc, tokens = self.run_toc('<h1>One two</h1>', slugify=my_slugify, separator='+')
        self.assertEqual(tokens[0]['id'], 'ONE+TWO')


if __name__ == '__main__':
    unittest.main()
