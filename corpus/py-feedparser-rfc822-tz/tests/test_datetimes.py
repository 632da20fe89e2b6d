import unittest

from feedparser import _parse_date


class TestRfc822(unittest.TestCase):
    def check(self, text, expected):
        result = _parse_date(text)
        self.assertIsNotNone(result, text)
        self.assertEqual(tuple(result)[:6], expected)

    def test_gmt(self):
        self.check("Thu, 01 Jan 2004 19:48:21 GMT", (2004, 1, 1, 19, 48, 21))

    def test_numeric_offset(self):
        self.check("Thu, 01 Jan 2004 19:48:21 +0530", (2004, 1, 1, 14, 18, 21))
        self.check("Thu, 01 Jan 2004 19:48:21 -0800", (2004, 1, 2, 3, 48, 21))

    def test_named_zone(self):
        self.check("Thu, 01 Jan 2004 19:48:21 EST", (2004, 1, 2, 0, 48, 21))

    def test_two_digit_year_and_missing_time(self):
        self.check("01 Jan 04", (2004, 1, 1, 0, 0, 0))
        self.check("Fri, 01 Jan 99 10:00 GMT", (1999, 1, 1, 10, 0, 0))

    def test_garbage(self):
        self.assertIsNone(_parse_date("Sun, 99 Foo 2004 19:48:21 GMT"))
        self.assertIsNone(_parse_date(""))


class TestW3dtf(unittest.TestCase):
    def test_w3dtf(self):
        self.assertEqual(tuple(_parse_date("2003-12-31T10:14:55Z"))[:6], (2003, 12, 31, 10, 14, 55))
        self.assertEqual(tuple(_parse_date("2003-12-31T10:14:55-08:00"))[:6], (2003, 12, 31, 18, 14, 55))
        self.assertEqual(tuple(_parse_date("2003-12"))[:3], (2003, 12, 1))


if __name__ == "__main__":
    unittest.main()
