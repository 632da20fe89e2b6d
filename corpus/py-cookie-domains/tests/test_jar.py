import unittest

from cookiejar.jar import Cookie, CookieJar


class CookieJarTest(unittest.TestCase):
    def test_host_only_cookie(self):
        jar = CookieJar()
        jar.set_from_response("https://shop.example.com/cart", "sid", "abc")
        self.assertEqual(jar.header_for("https://shop.example.com/"), "sid=abc")
        self.assertEqual(jar.header_for("https://www.example.com/"), "")

    def test_domain_cookie_sent_to_subdomains(self):
        jar = CookieJar()
        jar.set_from_response("https://www.example.com/", "lang", "en", domain=".example.com")
        self.assertEqual(jar.header_for("https://static.example.com/app.js"), "lang=en")
        self.assertEqual(jar.header_for("https://example.org/"), "")

    def test_domain_attribute_is_case_insensitive(self):
        jar = CookieJar()
        jar.set_from_response("https://www.example.com/", "theme", "dark", domain="Example.COM")
        self.assertEqual(jar.header_for("https://www.example.com/settings"), "theme=dark")

    def test_cookie_set_directly_with_mixed_case_domain(self):
        jar = CookieJar()
        jar.set(Cookie("tz", "UTC", "Intranet.Corp.local"))
        self.assertEqual(jar.header_for("http://wiki.intranet.corp.local/"), "tz=UTC")

    def test_secure_cookie_not_sent_over_http(self):
        jar = CookieJar()
        jar.set_from_response("https://example.com/", "token", "t1", domain="example.com", secure=True)
        self.assertEqual(jar.header_for("http://example.com/"), "")
        self.assertEqual(jar.header_for("https://example.com/"), "token=t1")

    def test_more_specific_path_first(self):
        jar = CookieJar()
        jar.set_from_response("https://example.com/", "a", "1", domain="example.com")
        jar.set_from_response("https://example.com/docs/", "b", "2", domain="example.com", path="/docs")
        self.assertEqual(jar.header_for("https://example.com/docs/intro"), "b=2; a=1")
        self.assertEqual(jar.header_for("https://example.com/docsets"), "a=1")


if __name__ == "__main__":
    unittest.main()
