import unittest

from semver import Version, parse_constraint


class CaretTest(unittest.TestCase):
    def test_caret_on_zero_major(self):
        self.assertEqual(str(parse_constraint("^0.2.3")), ">=0.2.3,<0.3.0")
        self.assertEqual(str(parse_constraint("^0.0.3")), ">=0.0.3,<0.0.4")
        self.assertEqual(str(parse_constraint("^0.0")), ">=0.0.0,<0.1.0")
        self.assertEqual(str(parse_constraint("^0")), ">=0.0.0,<1.0.0")

    def test_caret_allows_minor_updates(self):
        requests = parse_constraint("^2.28.1")
        self.assertTrue(requests.allows(Version.parse("2.31.0")))
        self.assertFalse(requests.allows(Version.parse("3.0.0")))
        self.assertEqual(str(parse_constraint("^1.2")), ">=1.2.0,<2.0.0")

    def test_caret_major_only(self):
        self.assertEqual(str(parse_constraint("^1")), ">=1.0.0,<2.0.0")


class OtherConstraintsTest(unittest.TestCase):
    def test_tilde(self):
        self.assertEqual(str(parse_constraint("~1.2.3")), ">=1.2.3,<1.3.0")
        self.assertEqual(str(parse_constraint("~1.2")), ">=1.2.0,<1.3.0")
        self.assertEqual(str(parse_constraint("~1")), ">=1.0.0,<2.0.0")

    def test_comparison_operators(self):
        self.assertEqual(str(parse_constraint(">= 1.4")), ">=1.4.0")
        self.assertTrue(parse_constraint("<=2.0").allows(Version.parse("2.0.0")))
        self.assertFalse(parse_constraint("<2.0").allows(Version.parse("2.0.0")))
        self.assertFalse(parse_constraint(">1.0").allows(Version.parse("1.0")))

    def test_exact_and_wildcard(self):
        self.assertEqual(str(parse_constraint("1.5.2")), "==1.5.2")
        self.assertEqual(str(parse_constraint("*")), "*")
        self.assertTrue(parse_constraint("").allows(Version.parse("99")))

    def test_invalid(self):
        for text in ("^1.x", "~", "1.2.3.4", ">=abc"):
            with self.subTest(text=text):
                with self.assertRaises(ValueError):
                    parse_constraint(text)


if __name__ == "__main__":
    unittest.main()
