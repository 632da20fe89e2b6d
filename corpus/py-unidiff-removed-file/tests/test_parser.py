import unittest

from unidiff import PatchSet, UnidiffParseError

SAMPLE = """\
diff --git a/README.md b/README.md
index 3f0cd5e..ce3b9a0 100644
--- a/README.md
+++ b/README.md
@@ -1,4 +1,5 @@ Title
 # unidiff
-Simple Python library to parse and interact with unified diff data.
+Simple Python library to parse and interact with
+unified diff data.
 
 ## Installing
diff --git a/docs/old.txt b/docs/old.txt
deleted file mode 100644
index 8b13789..0000000
--- a/docs/old.txt
+++ /dev/null
@@ -1,3 +0,0 @@
-first
-second
-third
diff --git a/setup.cfg b/setup.cfg
new file mode 100644
index 0000000..f8bf2fc
--- /dev/null
+++ b/setup.cfg
@@ -0,0 +1,2 @@
+[metadata]
+license_file = LICENSE
diff --git a/unidiff/__init__.py b/unidiff/__init__.py
index 1234567..89abcde 100644
--- a/unidiff/__init__.py
+++ b/unidiff/__init__.py
@@ -3 +3 @@
-VERSION = '0.7.4'
+VERSION = '0.7.5'
"""


class TestUnidiffParser(unittest.TestCase):

    def setUp(self):
        self.patch = PatchSet.from_string(SAMPLE)

    def test_parse_files(self):
        self.assertEqual(len(self.patch), 4)
        self.assertEqual([f.path for f in self.patch],
                         ['README.md', 'docs/old.txt', 'setup.cfg', 'unidiff/__init__.py'])
        self.assertEqual(self.patch[1].target_file, '/dev/null')
        self.assertEqual(self.patch[2].source_file, '/dev/null')

    def test_parse_hunks(self):
        hunk = self.patch[0][0]
        self.assertEqual((hunk.source_start, hunk.source_length), (1, 4))
        self.assertEqual((hunk.target_start, hunk.target_length), (1, 5))
        self.assertEqual(hunk.section_header, 'Title')
        self.assertEqual([line.target_line_no for line in hunk], [1, None, 2, 3, 4, 5])
        self.assertEqual([line.source_line_no for line in hunk], [1, 2, None, None, 3, 4])
        short = self.patch[3][0]
        self.assertEqual((short.source_length, short.target_length), (1, 1))

    def test_added_and_removed_lines(self):
        self.assertEqual([(f.added, f.removed) for f in self.patch],
                         [(2, 1), (0, 3), (2, 0), (1, 1)])
        self.assertEqual((self.patch.added, self.patch.removed), (5, 5))
        self.assertEqual(str(self.patch[0][0][2]), '+Simple Python library to parse and interact with\n')

    def test_added_files(self):
        self.assertEqual([f.path for f in self.patch.added_files], ['setup.cfg'])
        self.assertTrue(self.patch[2].is_added_file)
        self.assertFalse(self.patch[0].is_added_file)

    def test_removed_files(self):
        self.assertEqual([f.path for f in self.patch.removed_files], ['docs/old.txt'])
        self.assertFalse(self.patch[3].is_removed_file)

    def test_modified_files(self):
        self.assertEqual([f.path for f in self.patch.modified_files],
                         ['README.md', 'unidiff/__init__.py'])

    def test_parse_errors(self):
        with self.assertRaises(UnidiffParseError):
            PatchSet.from_string('--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-a\n+b\n')
        with self.assertRaises(UnidiffParseError):
            PatchSet.from_string('@@ -1 +1 @@\n-a\n+b\n')


if __name__ == '__main__':
    unittest.main()
