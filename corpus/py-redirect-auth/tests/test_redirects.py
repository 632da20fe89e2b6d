import unittest

from httpx_lite._client import Client, Request, Response


def redirect(request, status_code, location):
    return Client().build_redirect_request(request, Response(status_code, {"Location": location}, request))


class RedirectTest(unittest.TestCase):
    def test_relative_redirect(self):
        request = Request("GET", "https://example.org/docs/intro")
        new = redirect(request, 302, "../api/")
        self.assertEqual(str(new.url), "https://example.org/api/")
        self.assertEqual(new.method, "GET")

    def test_see_other_becomes_get(self):
        request = Request("POST", "https://example.org/form", {"Content-Length": "12"})
        new = redirect(request, 303, "/done")
        self.assertEqual(new.method, "GET")
        self.assertNotIn("Content-Length", new.headers)

    def test_head_stays_head(self):
        new = redirect(Request("HEAD", "https://example.org/a"), 302, "/b")
        self.assertEqual(new.method, "HEAD")

    def test_same_origin_keeps_authorization(self):
        request = Request("GET", "https://example.org/a", {"Authorization": "Bearer abc"})
        new = redirect(request, 301, "https://example.org:443/b")
        self.assertEqual(new.headers["Authorization"], "Bearer abc")

    def test_cross_domain_strips_authorization(self):
        request = Request("GET", "https://example.org/a", {"Authorization": "Bearer abc"})
        new = redirect(request, 302, "https://example.com/b")
        self.assertNotIn("Authorization", new.headers)
        self.assertEqual(new.headers["Host"], "example.com")

    def test_https_upgrade_keeps_authorization(self):
        request = Request("GET", "http://example.org/a", {"Authorization": "Bearer abc"})
        new = redirect(request, 301, "https://example.org/a")
        self.assertEqual(new.headers["Authorization"], "Bearer abc")

    def test_https_downgrade_strips_authorization(self):
        request = Request("GET", "https://example.org/a", {"Authorization": "Bearer abc"})
        new = redirect(request, 301, "http://example.org/a")
        self.assertNotIn("Authorization", new.headers)

    def test_cookie_is_dropped(self):
        request = Request("GET", "https://example.org/a", {"Cookie": "session=1"})
        self.assertNotIn("Cookie", redirect(request, 302, "/b").headers)


if __name__ == "__main__":
    unittest.main()
