import unittest

from semver import Version, max_satisfying, parse_range


class VersionTest(unittest.TestCase):
    def test_parse(self):
        v = Version.parse("v1.4.0-rc.1")
        self.assertEqual((v.major, v.minor, v.patch, v.prerelease), (1, 4, 0, "rc.1"))
        self.assertEqual(str(v), "1.4.0-rc.1")

    def test_parse_rejects_garbage(self):
        for text in ("1.2", "1.2.x", "one.two.three"):
            with self.assertRaises(ValueError):
                Version.parse(text)

    def test_prerelease_sorts_before_release(self):
        p = Version.parse
        self.assertLess(p("1.0.0-rc.1"), p("1.0.0"))
        self.assertLess(p("1.0.0-alpha"), p("1.0.0-beta"))
        self.assertLess(p("1.0.0-rc.2"), p("1.0.0-rc.10"))

    def test_sorting_releases(self):
        versions = [Version.parse(t) for t in ("1.2.10", "1.2.9", "1.3.0", "0.9.0", "1.2.0")]
        self.assertEqual([str(v) for v in sorted(versions)], ["0.9.0", "1.2.0", "1.2.9", "1.2.10", "1.3.0"])


class RangeTest(unittest.TestCase):
    def test_caret_range(self):
        r = parse_range("^1.2.3")
        self.assertIn(Version.parse("1.9.0"), r)
        self.assertNotIn(Version.parse("2.0.0"), r)
        self.assertNotIn(Version.parse("1.1.9"), r)

    def test_caret_range_below_one(self):
        r = parse_range("^0.2.3")
        self.assertIn(Version.parse("0.2.9"), r)
        self.assertNotIn(Version.parse("0.3.0"), r)

    def test_max_satisfying(self):
        available = ["1.2.3", "1.2.10", "1.2.9", "1.3.0", "2.0.0"]
        self.assertEqual(max_satisfying(available, "~1.2.0"), "1.2.10")
        self.assertIsNone(max_satisfying(available, ">=3.0.0"))


if __name__ == "__main__":
    unittest.main()
