import unittest

from starlette_lite.middleware.cors import CORSMiddleware


def preflight(origin, method="GET", request_headers=None):
    headers = {"Origin": origin, "Access-Control-Request-Method": method}
    if request_headers is not None:
        headers["Access-Control-Request-Headers"] = request_headers
    return headers


class CORSPreflightTest(unittest.TestCase):
    def test_allow_all(self):
        cors = CORSMiddleware(allow_origins=["*"], allow_methods=["*"], allow_headers=["*"])
        response = cors.preflight_response(preflight("https://example.org", "PUT", "X-Example"))
        self.assertEqual(response.status_code, 200)
        self.assertEqual(response.headers["access-control-allow-origin"], "*")
        self.assertEqual(response.headers["access-control-allow-headers"], "X-Example")

    def test_specific_origin(self):
        cors = CORSMiddleware(allow_origins=["https://example.org"], allow_headers=["X-Example"])
        response = cors.preflight_response(preflight("https://example.org", "GET", "X-Example"))
        self.assertEqual(response.status_code, 200)
        self.assertEqual(response.headers["access-control-allow-origin"], "https://example.org")
        self.assertEqual(response.headers["vary"], "Origin")
        self.assertEqual(response.headers["access-control-max-age"], "600")

    def test_disallowed_preflight(self):
        cors = CORSMiddleware(allow_origins=["https://example.org"], allow_headers=["X-Example"])
        response = cors.preflight_response(preflight("https://another.org", "POST", "X-Nope"))
        self.assertEqual(response.status_code, 400)
        self.assertEqual(response.body, b"Disallowed CORS origin, method, headers")

    def test_origin_regex(self):
        cors = CORSMiddleware(allow_origin_regex=r"https://.*\.example\.org")
        response = cors.preflight_response(preflight("https://api.example.org"))
        self.assertEqual(response.status_code, 200)
        self.assertEqual(response.headers["access-control-allow-origin"], "https://api.example.org")

    def test_origin_regex_must_match_whole_origin(self):
        cors = CORSMiddleware(allow_origin_regex=r"https://.*\.example\.org")
        response = cors.preflight_response(preflight("https://api.example.org.attacker.com"))
        self.assertEqual(response.status_code, 400)
        self.assertEqual(response.body, b"Disallowed CORS origin")

    def test_origin_regex_rejects_port_suffix(self):
        cors = CORSMiddleware(allow_origin_regex=r"https://[a-z]+\.example\.org")
        self.assertFalse(cors.is_allowed_origin("https://www.example.org:8443"))
        self.assertTrue(cors.is_allowed_origin("https://www.example.org"))

    def test_credentials(self):
        cors = CORSMiddleware(allow_origins=["*"], allow_credentials=True)
        response = cors.preflight_response(preflight("https://example.org"))
        self.assertEqual(response.headers["access-control-allow-origin"], "https://example.org")
        self.assertEqual(response.headers["access-control-allow-credentials"], "true")


if __name__ == "__main__":
    unittest.main()
