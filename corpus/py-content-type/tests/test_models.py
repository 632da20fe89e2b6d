import unittest

from hclient.models import Response


def response(content_type, body=b"", status=200):
    return Response(status, {"Content-Type": content_type}, body)


class ResponseTest(unittest.TestCase):
    def test_json_body(self):
        r = response("application/json; charset=utf-8", b'{"id": 7}')
        self.assertTrue(r.is_json)
        self.assertEqual(r.json(), {"id": 7})

    def test_vendor_json_type(self):
        r = response("application/problem+json", b'{"title": "Not Found"}', 404)
        self.assertEqual(r.json()["title"], "Not Found")
        self.assertFalse(r.ok)

    def test_html_is_not_json(self):
        r = response("text/html", b"<p>hi</p>")
        with self.assertRaises(ValueError):
            r.json()

    def test_mimetype_is_case_insensitive(self):
        r = response("Application/JSON", b"[1, 2]")
        self.assertEqual(r.mimetype, "application/json")
        self.assertEqual(r.json(), [1, 2])

    def test_charset_parameter(self):
        r = response('text/plain; Charset="latin-1"', "café".encode("latin-1"))
        self.assertEqual(r.encoding, "latin-1")
        self.assertEqual(r.text, "café")

    def test_text_defaults_to_latin1(self):
        r = response("text/plain", "né".encode("latin-1"))
        self.assertEqual(r.text, "né")


if __name__ == "__main__":
    unittest.main()
