import unittest
from base64 import b64decode

from httpkit.sessions import Session
from httpkit.utils import get_auth_from_url, select_proxy, urldefragauth


def decode_basic(value):
    scheme, _, token = value.partition(" ")
    assert scheme == "Basic"
    return b64decode(token).decode("latin1")


class ProxyTest(unittest.TestCase):
    def test_no_proxy_no_header(self):
        req = Session().prepare("get", "http://example.com/")
        self.assertEqual(req.method, "GET")
        self.assertNotIn("Proxy-Authorization", req.headers)

    def test_proxy_without_credentials(self):
        session = Session(proxies={"http": "http://proxy.local:3128"})
        req = session.prepare("GET", "http://example.com/")
        self.assertNotIn("Proxy-Authorization", req.headers)

    def test_proxy_with_plain_credentials(self):
        session = Session(proxies={"https": "http://alice:secret@proxy.local:3128"})
        req = session.prepare("GET", "https://example.com/data")
        self.assertEqual(decode_basic(req.headers["Proxy-Authorization"]), "alice:secret")

    def test_proxy_with_percent_encoded_credentials(self):
        session = Session(proxies={"all": "http://corp%5Cbob:p%40ss%3Aword@proxy.local:8080"})
        req = session.prepare("GET", "http://intranet/")
        self.assertEqual(decode_basic(req.headers["Proxy-Authorization"]), "corp\\bob:p@ss:word")

    def test_get_auth_from_url_without_auth(self):
        self.assertEqual(get_auth_from_url("http://example.com/"), ("", ""))

    def test_select_proxy_prefers_host_entry(self):
        proxies = {"http": "http://a:1", "http://special.local": "http://b:2"}
        self.assertEqual(select_proxy("http://special.local/x", proxies), "http://b:2")
        self.assertEqual(select_proxy("http://other.local/x", proxies), "http://a:1")
        self.assertIsNone(select_proxy("ftp://x/", proxies))

    def test_urldefragauth(self):
        self.assertEqual(urldefragauth("http://u:p@example.com/a?b=1#frag"), "http://example.com/a?b=1")


if __name__ == "__main__":
    unittest.main()
