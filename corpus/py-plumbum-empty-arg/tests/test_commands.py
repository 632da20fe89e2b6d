import unittest

from plumbum.commands.base import LocalCommand, shquote


class TestShquote(unittest.TestCase):

    def test_safe_text_unquoted(self):
        self.assertEqual(shquote("hello"), "hello")
        self.assertEqual(shquote("a/b.txt"), "a/b.txt")

    def test_spaces_single_quoted(self):
        self.assertEqual(shquote("hello world"), "'hello world'")

    def test_single_quote_double_quoted(self):
        self.assertEqual(shquote("it's $HOME"), '"it\'s \\$HOME"')


class TestBoundCommand(unittest.TestCase):

    def test_formulate(self):
        ls = LocalCommand("/bin/ls")
        self.assertEqual(str(ls["-l", "my dir"]), "/bin/ls -l 'my dir'")

    def test_chained_binding(self):
        git = LocalCommand("git")
        self.assertEqual(git["commit"]["-m", "fix bug"].formulate(), ["git", "commit", "-m", "'fix bug'"])

    def test_empty_argument_preserved(self):
        git = LocalCommand("git")
        self.assertEqual(str(git["commit", "--allow-empty-message", "-m", ""]),
                         "git commit --allow-empty-message -m ''")
