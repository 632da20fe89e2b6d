import socket
import unittest

from hyperlink import URL, URLParseError


class TestURL(unittest.TestCase):
    def test_basic_roundtrip(self):
        url = URL.from_text(u"http://example.com/a/b")
        self.assertEqual(url.host, u"example.com")
        self.assertEqual(url.port, 80)
        self.assertEqual(url.path, (u"a", u"b"))
        self.assertEqual(url.to_text(), u"http://example.com/a/b")

    def test_explicit_port_and_userinfo(self):
        url = URL.from_text(u"https://alice:s3cret@example.com:8443/")
        self.assertEqual(url.user, u"alice")
        self.assertEqual(url.port, 8443)
        self.assertEqual(url.to_text(), u"https://alice:s3cret@example.com:8443/")

    def test_ipv4_host(self):
        url = URL.from_text(u"http://127.0.0.1:8000/")
        self.assertEqual(url.family, socket.AF_INET)
        self.assertEqual(url.port, 8000)

    def test_ipv6_host(self):
        url = URL.from_text(u"http://[::1]/index.html")
        self.assertEqual(url.family, socket.AF_INET6)
        self.assertEqual(url.host, u"::1")
        self.assertEqual(url.port, 80)

    def test_ipv6_host_with_port(self):
        url = URL.from_text(u"http://[2001:db8::7]:8080/")
        self.assertEqual(url.host, u"2001:db8::7")
        self.assertEqual(url.port, 8080)
        self.assertEqual(url.to_text(), u"http://[2001:db8::7]:8080/")

    def test_invalid_port(self):
        with self.assertRaises(URLParseError):
            URL.from_text(u"http://example.com:80x/")


if __name__ == "__main__":
    unittest.main()
