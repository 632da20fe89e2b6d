import unittest

from webapp.auth import Response, protected
from webapp.request import Request


@protected({"s3cr3t", "abc123"})
def list_orders(request):
    limit = int(request.args.get("limit", ["10"])[0])
    return Response(200, f"{limit} orders")


class RequestTest(unittest.TestCase):
    def test_query_args(self):
        request = Request("get", "/orders?limit=5&tag=a&tag=b&empty=")
        self.assertEqual(request.path, "/orders")
        self.assertEqual(request.args, {"limit": ["5"], "tag": ["a", "b"], "empty": [""]})

    def test_headers_case_insensitive(self):
        request = Request("GET", "/", {"Content-Type": "text/plain"})
        self.assertEqual(request.headers["content-type"], "text/plain")
        self.assertEqual(request.headers.get("CONTENT-TYPE"), "text/plain")


class ProtectedTest(unittest.TestCase):
    def test_bearer_token(self):
        response = list_orders(Request("GET", "/orders?limit=3", {"Authorization": "Bearer s3cr3t"}))
        self.assertEqual((response.status, response.body), (200, "3 orders"))

    def test_token_prefix(self):
        response = list_orders(Request("GET", "/orders", {"authorization": "Token abc123"}))
        self.assertEqual(response.status, 200)

    def test_wrong_token(self):
        response = list_orders(Request("GET", "/orders", {"Authorization": "Bearer nope"}))
        self.assertEqual(response.status, 401)
        self.assertIn("Bearer", response.headers["WWW-Authenticate"])

    def test_anonymous_request(self):
        response = list_orders(Request("GET", "/orders"))
        self.assertEqual(response.status, 401)


if __name__ == "__main__":
    unittest.main()
