import unittest

import parse


class TestParse(unittest.TestCase):
    def test_no_match(self):
        # string does not match format
        self.assertEqual(parse.parse("{{hello}}", "hello"), None)

    def test_fixed(self):
        # pull a fixed value out of string
        r = parse.parse("hello {}", "hello world")
        self.assertEqual(r.fixed, ("world",))

    def test_named(self):
        # pull a named value out of string
        r = parse.parse("hello {name}", "hello world")
        self.assertEqual(r.named, {"name": "world"})
        self.assertEqual(r["name"], "world")

    def test_typed(self):
        # pull a named, typed values out of string
        r = parse.parse("hello {:d} {:w}", "hello 12 people")
        self.assertEqual(r.fixed, (12, "people"))
        r = parse.parse("hello {:w} {:w}", "hello 12 people")
        self.assertEqual(r.fixed, ("12", "people"))

    def test_sign(self):
        r = parse.parse("{:d} {:d} {:f}", "-5 +7 -0.25")
        self.assertEqual(r.fixed, (-5, 7, -0.25))

    def test_numbers_with_base_prefix(self):
        r = parse.parse("{:d} {:d} {:d}", "0b1011 0o17 0x1f")
        self.assertEqual(r.fixed, (11, 15, 31))

    def test_hex_uppercase(self):
        r = parse.parse("colour: #{:x}", "colour: #C0FFEE")
        self.assertEqual(r[0], 0xC0FFEE)

    def test_decimal_detects_uppercase_hex_prefix(self):
        r = parse.parse("addr={addr:d}", "addr=0X7F")
        self.assertEqual(r["addr"], 127)

    def test_octal_and_binary(self):
        r = parse.parse("{:o}/{:b}", "755/0b110")
        self.assertEqual(r.fixed, (0o755, 6))

    def test_search(self):
        r = parse.search("Age: {:d}\n", "Name: Rufus\nAge: 42\nColor: red\n")
        self.assertEqual(r.fixed, (42,))
        r = parse.search("Age: {age:d}\n", "Name: Rufus\nAge: 42\nColor: red\n")
        self.assertEqual(r.spans, {"age": (17, 19)})

    def test_findall(self):
        s = "".join(r.fixed[0] for r in parse.findall(">{}<", "<p>some <b>bold</b> text</p>"))
        self.assertEqual(s, "some bold text")

    def test_case_sensitive(self):
        self.assertEqual(parse.parse("SPAM {}", "spam eggs").fixed, ("eggs",))
        self.assertIsNone(parse.parse("SPAM {}", "spam eggs", case_sensitive=True))


if __name__ == "__main__":
    unittest.main()
