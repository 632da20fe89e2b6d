import unittest

from pkgver import InvalidVersion, Version


class ParseTest(unittest.TestCase):
    def test_canonical_strings(self):
        cases = {
            "1.0": "1.0",
            "v2.1.3": "2.1.3",
            "1.0a1": "1.0a1",
            "1.0-beta.2": "1.0b2",
            "1.0-1": "1.0.post1",
            "1.0.r3": "1.0.post3",
            "2!1.0.dev4": "2!1.0.dev4",
            "1.0+ubuntu-1": "1.0+ubuntu.1",
        }
        for text, expected in cases.items():
            with self.subTest(text=text):
                self.assertEqual(str(Version(text)), expected)

    def test_spelling_from_old_setup_files(self):
        self.assertEqual(str(Version("1.4.0RC1")), "1.4.0rc1")
        self.assertEqual(str(Version("2.0.0-Alpha3")), "2.0.0a3")

    def test_invalid(self):
        for text in ("", "1.0-", "french toast", "1.0+"):
            with self.subTest(text=text):
                with self.assertRaises(InvalidVersion):
                    Version(text)

    def test_prerelease_flag(self):
        self.assertTrue(Version("1.0rc2").is_prerelease)
        self.assertTrue(Version("1.0.dev0").is_prerelease)
        self.assertFalse(Version("1.0.post1").is_prerelease)


class OrderingTest(unittest.TestCase):
    def test_sorted(self):
        texts = ["1.0.post1", "1.0", "1.0rc1", "1.0.dev0", "0.9", "1.0a2", "1.0b1", "1!0.1"]
        ordered = [str(v) for v in sorted(Version(t) for t in texts)]
        self.assertEqual(ordered, ["0.9", "1.0.dev0", "1.0a2", "1.0b1", "1.0rc1", "1.0", "1.0.post1", "1!0.1"])

    def test_trailing_zeros_are_equal(self):
        self.assertEqual(Version("1.0"), Version("1.0.0"))
        self.assertEqual(len({Version("2"), Version("2.0"), Version("2.0.0")}), 1)

    def test_release_candidate_equality(self):
        self.assertEqual(Version("3.2RC1"), Version("3.2rc1"))
        self.assertLess(Version("3.2b4"), Version("3.2RC1"))

    def test_local_versions(self):
        self.assertLess(Version("1.0+abc.5"), Version("1.0+abc.10"))


if __name__ == "__main__":
    unittest.main()
