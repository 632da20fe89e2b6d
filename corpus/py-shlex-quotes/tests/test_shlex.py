import unittest

from Lib import shlex


class ShlexTest(unittest.TestCase):
    def testSplitPosix(self):
        self.assertEqual(shlex.split("foo bar"), ["foo", "bar"])
        self.assertEqual(shlex.split(" foo  bar "), ["foo", "bar"])
        self.assertEqual(shlex.split('foo "bar baz"'), ["foo", "bar baz"])
        self.assertEqual(shlex.split("foo 'bar baz'"), ["foo", "bar baz"])
        self.assertEqual(shlex.split('foo""bar ""'), ["foobar", ""])

    def testEscapes(self):
        self.assertEqual(shlex.split(r"foo\ bar"), ["foo bar"])
        self.assertEqual(shlex.split(r'"foo\"bar"'), ['foo"bar'])
        self.assertEqual(shlex.split(r'"C:\temp"'), [r"C:\temp"])

    def testSingleQuotesKeepBackslashes(self):
        self.assertEqual(shlex.split(r"echo 'C:\dir\'"), ["echo", "C:\\dir\\"])
        self.assertEqual(shlex.split(r"'a\\b'"), [r"a\\b"])

    def testComments(self):
        self.assertEqual(shlex.split("foo # bar", comments=True), ["foo"])
        self.assertEqual(shlex.split("foo # bar"), ["foo", "#", "bar"])

    def testUnbalanced(self):
        with self.assertRaises(ValueError):
            shlex.split('foo "bar')
        with self.assertRaises(ValueError):
            shlex.split(None)

    def testQuote(self):
        self.assertEqual(shlex.quote(""), "''")
        self.assertEqual(shlex.quote("safe-name.txt"), "safe-name.txt")
        self.assertEqual(shlex.quote("test file name"), "'test file name'")
        self.assertEqual(shlex.quote("it's"), "'it'\"'\"'s'")

    def testJoinRoundtrip(self):
        for command in (["cat", "/tmp/a file"], ["echo", "it's", r"back\slash", "$HOME"]):
            self.assertEqual(shlex.split(shlex.join(command)), command)
