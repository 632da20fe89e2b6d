import base64
import unittest

from httpaux.auth import BasicAuth
from httpaux.helpers import auth_from_headers, strip_auth_from_url


def basic(text):
    return "Basic " + base64.b64encode(text.encode("latin1")).decode("ascii")


class HeaderTest(unittest.TestCase):
    def test_decode_plain_credentials(self):
        auth = auth_from_headers({"Authorization": basic("aladdin:opensesame")})
        self.assertEqual((auth.login, auth.password), ("aladdin", "opensesame"))

    def test_round_trip(self):
        header = BasicAuth("nikola", "tesla").encode()
        self.assertEqual(header, "Basic bmlrb2xhOnRlc2xh")
        self.assertEqual(auth_from_headers({"authorization": header}), BasicAuth("nikola", "tesla"))

    def test_generated_passwords(self):
        for password in ("s3cr3t", "a:b", "::", "x:y:z", ""):
            with self.subTest(password=password):
                auth = auth_from_headers({"Authorization": basic("svc-deploy:" + password)})
                self.assertEqual(auth, BasicAuth("svc-deploy", password))

    def test_unusable_headers(self):
        for value in ("", "Bearer abc.def", "Basic", "Basic !!!", basic("no-colon-here")):
            with self.subTest(value=value):
                self.assertIsNone(auth_from_headers({"Authorization": value}))

    def test_login_may_not_contain_colon(self):
        with self.assertRaises(ValueError):
            BasicAuth("a:b", "c")


class UrlTest(unittest.TestCase):
    def test_strip_auth(self):
        url, auth = strip_auth_from_url("https://bob:p%40ss@api.example.com:8443/v1?q=1")
        self.assertEqual(url, "https://api.example.com:8443/v1?q=1")
        self.assertEqual(auth, BasicAuth("bob", "p@ss"))

    def test_no_auth(self):
        self.assertEqual(strip_auth_from_url("http://example.com/"), ("http://example.com/", None))


if __name__ == "__main__":
    unittest.main()
