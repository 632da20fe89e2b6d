import unittest

import mimeparse


class MimeParseTestCase(unittest.TestCase):

    def test_parse_mime_type(self):
        self.assertEqual(mimeparse.parse_mime_type('application/xml'),
                         ('application', 'xml', {}))
        self.assertEqual(mimeparse.parse_mime_type('text/html; charset=UTF-8'),
                         ('text', 'html', {'charset': 'UTF-8'}))
        self.assertEqual(mimeparse.parse_mime_type('text/plain; format="flowed"'),
                         ('text', 'plain', {'format': 'flowed'}))

    def test_parse_media_range(self):
        tests = [
            ('application/xml;q=1', ('application', 'xml', {'q': '1'})),
            ('application/xml', ('application', 'xml', {'q': '1'})),
            ('application/xml;q=', ('application', 'xml', {'q': '1'})),
            ('application/xml ; q=', ('application', 'xml', {'q': '1'})),
            ('application/xml ; q=1;b=other',
             ('application', 'xml', {'q': '1', 'b': 'other'})),
            ('application/xml ; q=2;b=other',
             ('application', 'xml', {'q': '1', 'b': 'other'})),
            ('application/xhtml;q=0.5', ('application', 'xhtml', {'q': '0.5'})),
            ('text/*;Q=0.3', ('text', '*', {'q': '0.3'})),
        ]
        for media_range, expected in tests:
            self.assertEqual(mimeparse.parse_media_range(media_range), expected,
                             media_range)

    def test_parse_java_wildcard(self):
        self.assertEqual(mimeparse.parse_mime_type('*'), ('*', '*', {}))
        self.assertEqual(mimeparse.parse_media_range('*; q=.2'),
                         ('*', '*', {'q': '.2'}))

    def test_invalid_mime_type(self):
        for bad in ('application', 'application/xml/json', 'text'):
            with self.assertRaises(mimeparse.MimeTypeParseException):
                mimeparse.parse_mime_type(bad)

    def test_quality(self):
        accept = ('text/*;q=0.3, text/html;q=0.7, text/html;level=1, '
                  'text/html;level=2;q=0.4, */*;q=0.5')
        tests = [
            ('text/html;level=1', 1.0),
            ('text/html', 0.7),
            ('text/plain', 0.3),
            ('image/jpeg', 0.5),
            ('text/html;level=2', 0.4),
            ('text/html;level=3', 0.7),
        ]
        for mime_type, q in tests:
            self.assertEqual(mimeparse.quality(mime_type, accept), q, mime_type)

    def test_best_match(self):
        supported = ['application/xbel+xml', 'application/xml']
        tests = [
            ('application/xbel+xml', 'application/xbel+xml'),
            ('application/xbel+xml; q=1', 'application/xbel+xml'),
            ('application/xml; q=1', 'application/xml'),
            ('application/*; q=1', 'application/xml'),
            ('*/*', 'application/xml'),
            ('text/*', ''),
            ('', ''),
        ]
        for header, expected in tests:
            self.assertEqual(mimeparse.best_match(supported, header), expected,
                             header)

    def test_best_match_wildcards(self):
        supported = ['application/xbel+xml', 'text/xml']
        self.assertEqual(mimeparse.best_match(supported, 'text/*;q=0.5,*/*; q=0.1'),
                         'text/xml')
        self.assertEqual(mimeparse.best_match(supported, 'text/html,application/atom+xml; q=0.9'),
                         '')
        self.assertEqual(mimeparse.best_match(['text/html', 'application/json'],
                                              'application/json, */*;q=0.5'),
                         'application/json')

    def test_best_match_java_accept_header(self):
        header = 'text/html, image/gif, image/jpeg, *; q=.2, */*; q=.2'
        self.assertEqual(mimeparse.best_match(['application/json'], header),
                         'application/json')
        self.assertEqual(mimeparse.quality('application/json', header), 0.2)


if __name__ == '__main__':
    unittest.main()
