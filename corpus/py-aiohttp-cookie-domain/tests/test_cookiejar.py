import unittest
from http.cookies import SimpleCookie

from aiohttp import CookieJar


class TestCookieJar(unittest.TestCase):
    def setUp(self):
        self.jar = CookieJar()

    def receive(self, url, *set_cookie_headers):
        cookies = SimpleCookie()
        for header in set_cookie_headers:
            cookies.load(header)
        self.jar.update_cookies(cookies, url)

    def names(self, url):
        return sorted(self.jar.filter_cookies(url).keys())

    def test_host_only_cookie(self):
        self.receive("http://example.com/", "sid=abc")
        self.assertEqual(self.names("http://example.com/"), ["sid"])
        self.assertEqual(self.names("http://sub.example.com/"), [])

    def test_ignores_cookies_from_ip_address(self):
        self.receive("http://127.0.0.1/", "sid=abc")
        self.assertEqual(len(self.jar), 0)

    def test_domain_cookie_sent_to_subdomains(self):
        self.receive("http://www.example.com/", "lang=en; Domain=example.com")
        self.assertEqual(self.names("http://example.com/"), ["lang"])
        self.assertEqual(self.names("http://www.example.com/"), ["lang"])
        self.assertEqual(self.names("http://a.b.example.com/"), ["lang"])

    def test_domain_cookie_not_sent_to_other_domains(self):
        self.receive("http://www.example.com/", "lang=en; Domain=example.com")
        self.assertEqual(self.names("http://badexample.com/"), [])
        self.assertEqual(self.names("http://example.org/"), [])

    def test_path_and_secure(self):
        self.receive(
            "https://example.com/", "token=t; Path=/api; Secure", "theme=dark; Path=/"
        )
        self.assertEqual(self.names("https://example.com/api/users"), ["theme", "token"])
        self.assertEqual(self.names("http://example.com/api/users"), ["theme"])
        self.assertEqual(self.names("https://example.com/home"), ["theme"])


if __name__ == "__main__":
    unittest.main()
