import unittest

from urllib3 import ProxyManager, make_headers, proxy_from_url


class TestMakeHeaders(unittest.TestCase):
    def test_keep_alive_and_user_agent(self):
        self.assertEqual(
            make_headers(keep_alive=True, user_agent="Batman/1.0"),
            {"connection": "keep-alive", "user-agent": "Batman/1.0"},
        )

    def test_accept_encoding(self):
        self.assertEqual(make_headers(accept_encoding=True), {"accept-encoding": "gzip,deflate"})
        self.assertEqual(make_headers(accept_encoding=["br", "gzip"]), {"accept-encoding": "br,gzip"})

    def test_basic_auth(self):
        self.assertEqual(make_headers(basic_auth="foo:bar"), {"authorization": "Basic Zm9vOmJhcg=="})

    def test_no_cache(self):
        self.assertEqual(make_headers(disable_cache=True), {"cache-control": "no-cache"})


class TestProxyManager(unittest.TestCase):
    def test_proxy_headers(self):
        url = "http://pypi.org/project/urllib3/"
        p = ProxyManager("http://something:1234")
        self.assertEqual(p.proxy_port, 1234)
        self.assertEqual(p._set_proxy_headers(url), {"Accept": "*/*", "Host": "pypi.org"})
        self.assertEqual(
            p._set_proxy_headers(url, {"Accept": "application/json"}),
            {"Accept": "application/json", "Host": "pypi.org"},
        )

    def test_default_port(self):
        self.assertEqual(proxy_from_url("https://proxy.example").proxy_port, 443)

    def test_credentials_in_proxy_url(self):
        p = proxy_from_url("http://user:pass@localhost:3128")
        self.assertEqual(p.proxy_headers, {"proxy-authorization": "Basic dXNlcjpwYXNz"})

    def test_explicit_proxy_headers_win(self):
        p = ProxyManager("http://user:pass@localhost:3128", proxy_headers={"x-token": "1"})
        self.assertEqual(p.proxy_headers, {"x-token": "1"})

    def test_unsupported_scheme(self):
        with self.assertRaises(ValueError):
            ProxyManager("socks5://localhost:1080")


if __name__ == "__main__":
    unittest.main()
