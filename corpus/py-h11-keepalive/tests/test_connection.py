import unittest

from h11 import Request, Response, _body_framing, _keep_alive


class TestKeepAlive(unittest.TestCase):
    def test__keep_alive(self):
        self.assertTrue(_keep_alive(Request(method=b"GET", target=b"/", headers=[(b"Host", b"Example.com")])))
        self.assertFalse(
            _keep_alive(Request(method=b"GET", target=b"/", headers=[(b"Host", b"x"), (b"Connection", b"close")]))
        )
        self.assertFalse(
            _keep_alive(Request(method=b"GET", target=b"/", headers=[(b"Connection", b"a, b, cLOse, foo")]))
        )

    def test__keep_alive_http10(self):
        self.assertFalse(_keep_alive(Request(method=b"GET", target=b"/", http_version=b"1.0")))

    def test__keep_alive_response(self):
        self.assertTrue(_keep_alive(Response(status_code=200)))
        self.assertFalse(_keep_alive(Response(status_code=200, headers=[(b"Connection", b"close")])))
        self.assertFalse(_keep_alive(Response(status_code=200, http_version=b"1.0")))


class TestBodyFraming(unittest.TestCase):
    def test__body_framing_response(self):
        def resp(status_code=200, **kwargs):
            return Response(status_code=status_code, **kwargs)

        self.assertEqual(_body_framing(b"HEAD", resp()), ("content-length", (0,)))
        self.assertEqual(_body_framing(b"GET", resp(204)), ("content-length", (0,)))
        self.assertEqual(
            _body_framing(b"GET", resp(headers=[(b"Transfer-Encoding", b"chunked")])), ("chunked", ())
        )
        self.assertEqual(
            _body_framing(b"GET", resp(headers=[(b"Content-Length", b"100")])), ("content-length", (100,))
        )
        self.assertEqual(_body_framing(b"GET", resp()), ("http/1.0", ()))

    def test__body_framing_request(self):
        req = Request(method=b"POST", target=b"/", headers=[(b"Content-Length", b" 10 ")])
        self.assertEqual(_body_framing(b"POST", req), ("content-length", (10,)))
        self.assertEqual(_body_framing(b"GET", Request(method=b"GET", target=b"/")), ("content-length", (0,)))
