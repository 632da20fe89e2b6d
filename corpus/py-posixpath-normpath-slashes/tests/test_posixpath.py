import os
import unittest

from Lib import posixpath


class PosixPathTest(unittest.TestCase):

    def test_join(self):
        self.assertEqual(posixpath.join("/foo", "bar", "/bar", "baz"), "/bar/baz")
        self.assertEqual(posixpath.join("/foo", "bar", "baz"), "/foo/bar/baz")
        self.assertEqual(posixpath.join("/foo/", "bar/", "baz/"), "/foo/bar/baz/")

    def test_splitext(self):
        self.assertEqual(posixpath.splitext("foo.ext"), ("foo", ".ext"))
        self.assertEqual(posixpath.splitext("/foo/.bashrc"), ("/foo/.bashrc", ""))
        self.assertEqual(posixpath.splitext("a/b.c/d"), ("a/b.c/d", ""))

    def test_basename(self):
        self.assertEqual(posixpath.basename("/foo/bar"), "bar")
        self.assertEqual(posixpath.basename("/foo/"), "")

    def test_normpath(self):
        self.assertEqual(posixpath.normpath(""), ".")
        self.assertEqual(posixpath.normpath("/"), "/")
        self.assertEqual(posixpath.normpath("//"), "//")
        self.assertEqual(posixpath.normpath("///foo/.//bar//"), "/foo/bar")
        self.assertEqual(posixpath.normpath("///..//./foo/.//bar"), "/foo/bar")

    def test_normpath_dotdot(self):
        self.assertEqual(posixpath.normpath("foo/../../bar"), "../bar")
        self.assertEqual(posixpath.normpath("/foo/../.."), "/")

    def test_abspath(self):
        self.assertEqual(posixpath.abspath("///usr//lib/"), "/usr/lib")
        self.assertEqual(posixpath.abspath("x/../y"), posixpath.join(os.getcwd(), "y"))

    def test_relpath(self):
        self.assertEqual(posixpath.relpath("/a/b/c", "/a/d"), "../b/c")
        self.assertEqual(posixpath.relpath("/a/b", "/a/b"), ".")
        self.assertRaises(ValueError, posixpath.relpath, "")


if __name__ == '__main__':
    unittest.main()
