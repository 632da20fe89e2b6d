import unittest

from apiclient.auth import BasicAuth, BearerAuth
from apiclient.client import Client
from apiclient.request import Request


class RequestTest(unittest.TestCase):
    def test_with_params_returns_a_copy(self):
        request = Request("get", "https://api.example.com/items", params={"q": "tea"})
        paged = request.with_params(page=2, per_page=None)
        self.assertEqual(paged.full_url, "https://api.example.com/items?page=2&q=tea")
        self.assertEqual(request.full_url, "https://api.example.com/items?q=tea")

    def test_with_headers(self):
        request = Request("GET", "https://api.example.com/items")
        traced = request.with_headers(X_Request_Id="r-42")
        self.assertEqual(traced.headers, {"X-Request-Id": "r-42"})
        self.assertEqual(request.headers, {})


class ClientTest(unittest.TestCase):
    def test_build_without_auth(self):
        client = Client("https://api.example.com/v2/")
        request = client.build("post", "/orders", json={"sku": "TEA-EARL"})
        self.assertEqual((request.method, request.url), ("POST", "https://api.example.com/v2/orders"))
        self.assertEqual(request.headers["Content-Type"], "application/json")
        self.assertNotIn("Authorization", request.headers)

    def test_list_request(self):
        client = Client("https://api.example.com", page_size=50)
        request = client.list_request("items", page=3, status="open")
        self.assertEqual(request.full_url, "https://api.example.com/items?page=3&per_page=50&status=open")

    def test_bearer_token(self):
        client = Client("https://api.example.com", auth=BearerAuth("tok_123"))
        request = client.build("GET", "me")
        self.assertEqual(request.headers["Authorization"], "Bearer tok_123")
        self.assertEqual(request.headers["User-Agent"], "apiclient/0.4")

    def test_basic_auth(self):
        client = Client("https://api.example.com", auth=BasicAuth("ana", "s3cret"))
        self.assertEqual(client.build("GET", "me").headers["Authorization"], "Basic YW5hOnMzY3JldA==")


if __name__ == "__main__":
    unittest.main()
