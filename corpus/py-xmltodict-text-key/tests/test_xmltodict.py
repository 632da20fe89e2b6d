import unittest

from xmltodict import parse


class XMLToDictTestCase(unittest.TestCase):
    def test_string_vs_file(self):
        import io
        xml = "<a>data</a>"
        self.assertEqual(parse(xml), parse(io.BytesIO(xml.encode("ascii"))))

    def test_minimal(self):
        self.assertEqual(parse("<a/>"), {"a": None})

    def test_simple(self):
        self.assertEqual(parse("<a>data</a>"), {"a": "data"})

    def test_list(self):
        self.assertEqual(parse("<a><b>1</b><b>2</b><b>3</b></a>"), {"a": {"b": ["1", "2", "3"]}})

    def test_attrib(self):
        self.assertEqual(parse('<a href="xyz"/>'), {"a": {"@href": "xyz"}})

    def test_skip_attrib(self):
        self.assertEqual(parse('<a href="xyz"/>', xml_attribs=False), {"a": None})

    def test_custom_attrib(self):
        self.assertEqual(parse('<a href="xyz"/>', attr_prefix="!"), {"a": {"!href": "xyz"}})

    def test_attrib_and_cdata(self):
        self.assertEqual(parse('<a href="xyz">123</a>'), {"a": {"@href": "xyz", "#text": "123"}})
        self.assertEqual(parse('<a lang="en">data</a>', cdata_key="_CDATA_"),
                         {"a": {"@lang": "en", "_CDATA_": "data"}})

    def test_force_cdata(self):
        self.assertEqual(parse("<a>data</a>", force_cdata=True), {"a": {"#text": "data"}})

    def test_force_list(self):
        self.assertEqual(parse("<servers><server>a</server></servers>", force_list=("server",)),
                         {"servers": {"server": ["a"]}})

    def test_semi_structured(self):
        self.assertEqual(parse("<a>abc<b/>def</a>"), {"a": {"b": None, "#text": "abcdef"}})


if __name__ == "__main__":
    unittest.main()
