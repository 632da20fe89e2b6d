import io
import unittest

from pathspec import PathSpec


class PathSpecTest(unittest.TestCase):
    def test_01_absolute_dir_paths(self):
        spec = PathSpec.from_lines(["foo"])
        self.assertTrue(spec.match_file("/foo/a.py"))
        self.assertTrue(spec.match_file("./foo/a.py"))
        self.assertTrue(spec.match_file("x/foo"))

    def test_01_negation(self):
        spec = PathSpec.from_lines(["*.log", "!keep.log"])
        self.assertEqual(
            spec.match_files(["a.log", "keep.log", "dir/b.log", "a.txt"]),
            ["a.log", "dir/b.log"],
        )

    def test_01_anchored_and_dir_only(self):
        spec = PathSpec.from_lines(["/build/", "docs/**/*.tmp"])
        self.assertTrue(spec.match_file("build/out.o"))
        self.assertFalse(spec.match_file("src/build/out.o"))
        self.assertTrue(spec.match_file("docs/a/b/c.tmp"))
        self.assertTrue(spec.match_file("docs/c.tmp"))

    def test_02_comments_and_blank_lines(self):
        spec = PathSpec.from_lines(["# comment", "", "*.pyc"])
        self.assertTrue(spec.match_file("mod.pyc"))
        self.assertFalse(spec.match_file("# comment"))

    def test_03_from_gitignore_file(self):
        gitignore = io.StringIO("# build output\n*.o\nbuild/\n\n!important.o\n")
        spec = PathSpec.from_lines(gitignore)
        self.assertEqual(
            spec.match_files(["main.o", "important.o", "build/x", "main.c"]),
            ["main.o", "build/x"],
        )

    def test_03_crlf_lines(self):
        spec = PathSpec.from_lines(io.StringIO("*.tmp\r\ncache/\r\n").readlines())
        self.assertTrue(spec.match_file("a.tmp"))

    def test_04_lines_must_be_iterable(self):
        with self.assertRaises(TypeError):
            PathSpec.from_lines("*.txt")
