import unittest

from kombu.utils.url import as_url, maybe_sanitize_url, parse_url, sanitize_url


class test_parse_url(unittest.TestCase):

    def test_parse_url(self):
        result = parse_url('amqp://user:pass@localhost:5672/my/vhost')
        self.assertEqual(result, {
            'transport': 'amqp',
            'userid': 'user',
            'password': 'pass',
            'hostname': 'localhost',
            'port': 5672,
            'virtual_host': 'my/vhost',
        })

    def test_parse_url_quoted_password(self):
        result = parse_url('amqp://user:p%40ss@broker//')
        self.assertEqual(result['password'], 'p@ss')
        self.assertEqual(result['virtual_host'], '/')

    def test_parse_url_without_path(self):
        result = parse_url('redis://localhost:6379')
        self.assertEqual(result['hostname'], 'localhost')
        self.assertEqual(result['port'], 6379)
        self.assertIsNone(result['virtual_host'])

    def test_ssl_query_options(self):
        result = parse_url('amqp://broker/vh?ssl_check_hostname=false')
        self.assertIs(result['ssl_check_hostname'], False)


class test_sanitize_url(unittest.TestCase):

    def test_as_url(self):
        self.assertEqual(as_url('https', 'example.com', 443, 'bob', 'secret', 'x'),
                         'https://bob:secret@example.com:443/x')

    def test_sanitize_url(self):
        self.assertEqual(sanitize_url('amqp://guest:guest@rabbit:5672/prod'),
                         'amqp://guest:**@rabbit:5672/prod')

    def test_maybe_sanitize_url(self):
        self.assertEqual(maybe_sanitize_url('foo'), 'foo')
        self.assertEqual(maybe_sanitize_url('redis://u:pw@localhost'),
                         'redis://u:**@localhost/')


if __name__ == '__main__':
    unittest.main()
