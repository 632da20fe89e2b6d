import unittest
from urllib.parse import parse_qs, urlsplit

from apiclient import Session


def query(request):
    return {k: v[0] for k, v in parse_qs(urlsplit(request.url).query).items()}


class PrepareTest(unittest.TestCase):
    def setUp(self):
        self.session = Session("https://api.example.com/v2/", params={"api_key": "k-123", "format": "json"})

    def test_session_params_are_sent(self):
        request = self.session.get("/users")
        self.assertEqual(request.method, "GET")
        self.assertEqual(request.url, "https://api.example.com/v2/users?api_key=k-123&format=json")

    def test_request_params_are_added(self):
        request = self.session.get("users", params={"page": "2"})
        self.assertEqual(query(request), {"api_key": "k-123", "format": "json", "page": "2"})

    def test_request_param_overrides_session_default(self):
        request = self.session.get("users/7/avatar", params={"format": "png"})
        self.assertEqual(query(request)["format"], "png")

    def test_none_removes_a_session_param(self):
        request = self.session.get("status", params={"api_key": None})
        self.assertEqual(query(request), {"format": "json"})

    def test_extra_header(self):
        request = self.session.prepare("post", "users", headers={"X-Request-Id": "abc"})
        self.assertEqual(request.method, "POST")
        self.assertEqual(request.headers["X-Request-Id"], "abc")
        self.assertEqual(request.headers["Accept"], "application/json")

    def test_session_without_params(self):
        request = Session("https://api.example.com").get("health")
        self.assertEqual(request.url, "https://api.example.com/health")
        self.assertIn("User-Agent", request.headers)


if __name__ == "__main__":
    unittest.main()
