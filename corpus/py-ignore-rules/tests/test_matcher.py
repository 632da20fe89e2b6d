import unittest

from syncignore.matcher import IgnoreMatcher

IGNORE = """\
# editor and build junk
*.swp
__pycache__/
/build
*.log
!keep.log
\\#notes#
"""


class IgnoreMatcherTest(unittest.TestCase):
    def setUp(self):
        self.matcher = IgnoreMatcher.from_text(IGNORE)

    def test_glob(self):
        self.assertTrue(self.matcher.is_ignored("src/.main.py.swp"))
        self.assertFalse(self.matcher.is_ignored("src/main.py"))

    def test_directory_rule(self):
        self.assertTrue(self.matcher.is_ignored("pkg/__pycache__/mod.cpython-312.pyc"))
        self.assertFalse(self.matcher.is_ignored("pkg/__pycache__"))

    def test_anchored_rule(self):
        self.assertTrue(self.matcher.is_ignored("build/out.bin"))
        self.assertFalse(self.matcher.is_ignored("docs/build"))

    def test_negation_reincludes_file(self):
        self.assertTrue(self.matcher.is_ignored("logs/server.log"))
        self.assertFalse(self.matcher.is_ignored("logs/keep.log"))

    def test_filter(self):
        paths = ["app.log", "keep.log", "#notes#", "README.md", "build/x.o"]
        self.assertEqual(self.matcher.filter(paths), ["keep.log", "README.md"])


if __name__ == "__main__":
    unittest.main()
