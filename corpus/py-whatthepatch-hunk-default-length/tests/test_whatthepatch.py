# -*- coding: utf-8 -*-

import unittest

import whatthepatch as wtp
from whatthepatch.patch import Change, header as Header


class PatchTestSuite(unittest.TestCase):

    def test_unified_header(self):
        text = """--- lao	2013-01-05 16:56:19.000000000 -0600
+++ tzu	2013-01-05 16:56:35.000000000 -0600
@@ -1,3 +1,3 @@
-The Way that can be told of is not the eternal Way;
+The Nameless is the origin of Heaven and Earth;
 The name that can be named is not the eternal name.
 The Nameless is the origin of Heaven and Earth;
"""
        diff = next(wtp.parse_patch(text))
        self.assertEqual(diff.header, Header(index_path=None, old_path="lao",
                                             old_version="2013-01-05 16:56:19.000000000 -0600",
                                             new_path="tzu",
                                             new_version="2013-01-05 16:56:35.000000000 -0600"))

    def test_unified_changes(self):
        text = """--- lao
+++ tzu
@@ -1,4 +1,4 @@
-The Way that can be told of is not the eternal Way;
-The name that can be named is not the eternal name.
+The Nameless is the origin of Heaven and Earth;
+The named is the mother of all things.
 The Nameless is the origin of Heaven and Earth;
 The named is the mother of all things.
"""
        diff = next(wtp.parse_patch(text))
        self.assertEqual(diff.changes, [
            Change(1, None, "The Way that can be told of is not the eternal Way;", 0),
            Change(2, None, "The name that can be named is not the eternal name.", 0),
            Change(None, 1, "The Nameless is the origin of Heaven and Earth;", 0),
            Change(None, 2, "The named is the mother of all things.", 0),
            Change(3, 3, "The Nameless is the origin of Heaven and Earth;", 0),
            Change(4, 4, "The named is the mother of all things.", 0),
        ])

    def test_two_hunks(self):
        text = """--- a.txt
+++ a.txt
@@ -1,2 +1,2 @@
-one
+uno
 two
@@ -10,2 +10,3 @@
 ten
+ten and a half
 eleven
"""
        diff = next(wtp.parse_patch(text))
        self.assertEqual(diff.changes, [
            Change(1, None, "one", 0),
            Change(None, 1, "uno", 0),
            Change(2, 2, "two", 0),
            Change(10, 10, "ten", 1),
            Change(None, 11, "ten and a half", 1),
            Change(11, 12, "eleven", 1),
        ])

    def test_git_header_and_multiple_files(self):
        text = """diff --git a/bugbash.txt b/bugbash.txt
index 2c1a9f4..7ec2aa1 100644
--- a/bugbash.txt
+++ b/bugbash.txt
@@ -1,1 +1,1 @@
-hello
+goodbye
diff --git a/other.txt b/other.txt
index 3b18e51..e69de29 100644
--- a/other.txt
+++ b/other.txt
@@ -1,2 +1,1 @@
 keep
-drop
"""
        diffs = list(wtp.parse_patch(text))
        self.assertEqual(len(diffs), 2)
        self.assertEqual(diffs[0].header, Header(index_path=None, old_path="bugbash.txt", old_version="2c1a9f4",
                                                 new_path="bugbash.txt", new_version="7ec2aa1"))
        self.assertEqual(diffs[1].header.new_path, "other.txt")
        self.assertEqual(diffs[1].changes, [Change(1, 1, "keep", 0), Change(2, None, "drop", 0)])

    def test_single_line_hunks_without_count(self):
        text = """--- config.ini
+++ config.ini
@@ -3 +3 @@
-debug = true
+debug = false
"""
        diff = next(wtp.parse_patch(text))
        self.assertEqual(diff.changes, [
            Change(3, None, "debug = true", 0),
            Change(None, 3, "debug = false", 0),
        ])

    def test_new_file_with_one_line(self):
        text = """diff --git a/VERSION b/VERSION
new file mode 100644
index 0000000..3eefcb9
--- /dev/null
+++ b/VERSION
@@ -0,0 +1 @@
+1.0.0
"""
        diff = next(wtp.parse_patch(text))
        self.assertEqual(diff.header.new_path, "VERSION")
        self.assertEqual(diff.changes, [Change(None, 1, "1.0.0", 0)])

    def test_no_changes(self):
        self.assertEqual(list(wtp.parse_patch("just some text\nwith no diff in it\n")), [])


if __name__ == "__main__":
    unittest.main()
