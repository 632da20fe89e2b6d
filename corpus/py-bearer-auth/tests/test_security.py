import unittest

from api.http import HTTPException, Request
from api.security.oauth2 import APIKeyHeader, OAuth2PasswordBearer

oauth2_scheme = OAuth2PasswordBearer(token_url="/token")
optional_scheme = OAuth2PasswordBearer(token_url="/token", auto_error=False)


class OAuth2BearerTest(unittest.TestCase):
    def test_token_is_returned(self):
        request = Request(headers={"Authorization": "Bearer abc.def.ghi"})
        self.assertEqual(oauth2_scheme(request), "abc.def.ghi")

    def test_scheme_is_case_insensitive(self):
        request = Request(headers={"authorization": "bearer token123"})
        self.assertEqual(oauth2_scheme(request), "token123")

    def test_other_scheme_is_rejected(self):
        request = Request(headers={"Authorization": "Basic dXNlcjpwYXNz"})
        with self.assertRaises(HTTPException) as ctx:
            oauth2_scheme(request)
        self.assertEqual(ctx.exception.status_code, 401)
        self.assertEqual(ctx.exception.headers, {"WWW-Authenticate": "Bearer"})

    def test_anonymous_request_is_unauthorized(self):
        with self.assertRaises(HTTPException) as ctx:
            oauth2_scheme(Request(path="/users/me"))
        self.assertEqual(ctx.exception.detail, "Not authenticated")

    def test_optional_scheme(self):
        self.assertIsNone(optional_scheme(Request(headers={"Authorization": "Basic xyz"})))
        self.assertIsNone(optional_scheme(Request()))

    def test_scheme_name(self):
        self.assertEqual(oauth2_scheme.scheme_name, "OAuth2PasswordBearer")


class APIKeyTest(unittest.TestCase):
    def test_api_key(self):
        scheme = APIKeyHeader(name="X-API-Key")
        self.assertEqual(scheme(Request(headers={"x-api-key": "k1"})), "k1")
        with self.assertRaises(HTTPException) as ctx:
            scheme(Request())
        self.assertEqual(ctx.exception.status_code, 403)


if __name__ == "__main__":
    unittest.main()
