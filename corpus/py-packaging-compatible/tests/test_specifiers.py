import unittest

from packaging.specifiers import Specifier
from packaging.version import InvalidVersion, Version


class TestSpecifier(unittest.TestCase):
    def test_equal(self):
        self.assertIn("2.0", Specifier("==2.0"))
        self.assertIn("2.0.0", Specifier("==2"))
        self.assertNotIn("2.0.1", Specifier("==2.0"))

    def test_equal_wildcard(self):
        self.assertIn("1.4.7", Specifier("==1.4.*"))
        self.assertNotIn("1.5", Specifier("==1.4.*"))
        self.assertIn("1.5.3", Specifier("!=1.4.*"))

    def test_ordered(self):
        self.assertIn("2.1", Specifier(">=2.0"))
        self.assertNotIn("1.9", Specifier(">=2.0"))
        self.assertIn("1.9", Specifier("<2"))
        self.assertNotIn("2.0", Specifier(">2"))

    def test_compatible_release(self):
        self.assertIn("2.2", Specifier("~=2.2"))
        self.assertIn("2.5", Specifier("~=2.2"))
        self.assertNotIn("3.0", Specifier("~=2.2"))
        self.assertNotIn("2.1", Specifier("~=2.2"))

    def test_compatible_release_patch_level(self):
        self.assertIn("1.4.5", Specifier("~=1.4.5"))
        self.assertIn("1.4.9", Specifier("~=1.4.5"))
        self.assertNotIn("1.5.0", Specifier("~=1.4.5"))

    def test_prereleases_excluded(self):
        self.assertNotIn("2.1rc1", Specifier(">=2.0"))
        self.assertTrue(Specifier(">=2.0").contains("2.1rc1", prereleases=True))


class TestVersion(unittest.TestCase):
    def test_ordering(self):
        self.assertLess(Version("1.0rc1"), Version("1.0"))
        self.assertEqual(Version("1.0"), Version("1.0.0"))
        self.assertEqual(str(Version("1!2.0b3")), "1!2.0b3")

    def test_invalid(self):
        with self.assertRaises(InvalidVersion):
            Version("french toast")


if __name__ == "__main__":
    unittest.main()
