import unittest

from semver import Version


class TestCompare(unittest.TestCase):
    def test_should_compare_simple_versions(self):
        self.assertEqual(Version.parse("1.0.0").compare("2.0.0"), -1)
        self.assertEqual(Version.parse("2.0.0").compare("1.0.0"), 1)
        self.assertEqual(Version.parse("1.2.3").compare("1.2.3"), 0)

    def test_should_compare_prerelease_numerically(self):
        self.assertEqual(Version.parse("1.0.0-rc.9").compare("1.0.0-rc.10"), -1)
        self.assertEqual(Version.parse("1.0.0-alpha").compare("1.0.0-alpha.1"), -1)
        self.assertEqual(Version.parse("1.0.0-1").compare("1.0.0-alpha"), -1)

    def test_should_ignore_build(self):
        self.assertEqual(Version.parse("1.0.0+build.1"), Version.parse("1.0.0+build.2"))

    def test_release_is_greater_than_prerelease(self):
        self.assertGreater(Version.parse("1.0.0"), Version.parse("1.0.0-rc.1"))
        self.assertLess(Version.parse("1.0.0-rc.1"), Version.parse("1.0.0"))

    def test_semver_spec_precedence_example(self):
        order = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta",
                 "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0"]
        versions = [Version.parse(v) for v in reversed(order)]
        self.assertEqual([str(v) for v in sorted(versions)], order)

    def test_parse_invalid(self):
        with self.assertRaises(ValueError):
            Version.parse("1.0")
