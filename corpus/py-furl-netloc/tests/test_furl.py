import unittest

import furl


class TestFurl(unittest.TestCase):

    def test_username_and_password(self):
        f = furl.furl('http://user:pass@www.google.com/')
        self.assertEqual(f.username, 'user')
        self.assertEqual(f.password, 'pass')
        self.assertEqual(f.url, 'http://user:pass@www.google.com/')

    def test_username_only(self):
        f = furl.furl('http://user@www.google.com/')
        self.assertEqual(f.username, 'user')
        self.assertIsNone(f.password)
        self.assertEqual(f.url, 'http://user@www.google.com/')
        self.assertEqual(f.netloc, 'user@www.google.com')

    def test_set_username(self):
        f = furl.furl('ssh://git.example.com/repo.git').set(username='git')
        self.assertEqual(f.url, 'ssh://git@git.example.com/repo.git')

    def test_password_only(self):
        f = furl.furl('http://:secret@www.google.com/')
        self.assertEqual(f.url, 'http://:secret@www.google.com/')

    def test_quoted_userinfo(self):
        f = furl.furl('http://us%40er:pa%3Ass@host.com/')
        self.assertEqual(f.username, 'us@er')
        self.assertEqual(f.password, 'pa:ss')
        self.assertEqual(f.url, 'http://us%40er:pa%3Ass@host.com/')

    def test_ports(self):
        f = furl.furl('http://www.google.com/')
        self.assertEqual(f.port, 80)
        self.assertEqual(f.netloc, 'www.google.com')
        f.port = 8080
        self.assertEqual(f.url, 'http://www.google.com:8080/')
        self.assertEqual(furl.furl('https://a.com:443/').url, 'https://a.com/')

    def test_origin(self):
        self.assertEqual(furl.furl('https://user@a.com:8443/p?q#f').origin, 'https://a.com:8443')
        self.assertEqual(furl.furl('http://a.com/').origin, 'http://a.com')

    def test_copy_and_eq(self):
        f = furl.furl('http://a.com/path?x=1#frag')
        self.assertEqual(f.copy(), f)
        self.assertEqual(str(f), 'http://a.com/path?x=1#frag')


if __name__ == '__main__':
    unittest.main()
