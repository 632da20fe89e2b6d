import unittest

from multipart import FormParserError, get_form_parser_info, parse_options_header


class TestParseOptionsHeader(unittest.TestCase):
    def test_simple(self):
        t, p = parse_options_header("application/json")
        self.assertEqual(t, b"application/json")
        self.assertEqual(p, {})

    def test_blank(self):
        self.assertEqual(parse_options_header(""), (b"", {}))

    def test_single_param(self):
        t, p = parse_options_header("application/json;par=val")
        self.assertEqual(t, b"application/json")
        self.assertEqual(p, {b"par": b"val"})

    def test_quoted_param(self):
        t, p = parse_options_header('application/json;param="quoted"')
        self.assertEqual(p, {b"param": b"quoted"})

    def test_escaped_quote(self):
        t, p = parse_options_header('application/json;param="quoted\\"thing"')
        self.assertEqual(p, {b"param": b'quoted"thing'})


class TestFormParserInfo(unittest.TestCase):
    def test_multipart(self):
        name, opts = get_form_parser_info({"Content-Type": "multipart/form-data; boundary=----boundary"})
        self.assertEqual(name, "multipart")
        self.assertEqual(opts, {"boundary": b"----boundary"})

    def test_content_type_is_case_insensitive(self):
        name, opts = get_form_parser_info({"Content-Type": "Multipart/Form-Data; Boundary=abc"})
        self.assertEqual(name, "multipart")
        self.assertEqual(opts, {"boundary": b"abc"})

    def test_octet_stream(self):
        name, opts = get_form_parser_info({"Content-Type": "application/octet-stream", "X-File-Name": "a.bin"})
        self.assertEqual((name, opts), ("octet-stream", {"file_name": "a.bin"}))

    def test_missing_boundary(self):
        with self.assertRaises(FormParserError):
            get_form_parser_info({"Content-Type": "multipart/form-data"})

    def test_unknown_type(self):
        with self.assertRaises(FormParserError):
            get_form_parser_info({"Content-Type": "text/plain; charset=utf-8"})
