import unittest

from mistletoe import Document, markdown


class TestHTMLRenderer(unittest.TestCase):
    def test_paragraph(self):
        self.assertEqual(markdown('some\ncontinuous\nlines\n'), '<p>some continuous lines</p>\n')

    def test_paragraph_escapes_html(self):
        self.assertEqual(markdown('1 < 2 & 3\n'), '<p>1 &lt; 2 &amp; 3</p>\n')

    def test_heading(self):
        self.assertEqual(markdown('### heading 3\n'), '<h3>heading 3</h3>\n')

    def test_heading_closing_sequence(self):
        self.assertEqual(markdown('## Title ##\n'), '<h2>Title</h2>\n')

    def test_seven_hashes_is_a_paragraph(self):
        self.assertEqual(markdown('####### not a heading\n'), '<p>####### not a heading</p>\n')

    def test_heading_interrupts_paragraph(self):
        doc = Document(['text\n', '# Title\n', 'more\n'])
        self.assertEqual([type(child).__name__ for child in doc.children],
                         ['Paragraph', 'Heading', 'Paragraph'])

    def test_empty_document(self):
        self.assertEqual(markdown(''), '')


if __name__ == '__main__':
    unittest.main()
