import unittest

from thefix.rules import git_checkout
from thefix.types import Command

BRANCHES = """\
  develop
* main
  remotes/origin/HEAD -> origin/main
  remotes/origin/feature-login
  remotes/origin/main
"""


def failed_checkout(script, name):
    return Command(script, f"error: pathspec '{name}' did not match any file(s) known to git\n")


class MatchTest(unittest.TestCase):
    def test_matches_unknown_pathspec(self):
        self.assertTrue(git_checkout.match(failed_checkout("git checkout devlop", "devlop")))

    def test_ignores_other_commands(self):
        self.assertFalse(git_checkout.match(Command("git checkout main", "Already on 'main'\n")))
        self.assertFalse(git_checkout.match(failed_checkout("ls devlop", "devlop")))


class NewCommandTest(unittest.TestCase):
    def test_suggests_remote_branch(self):
        cmd = failed_checkout("git checkout featur-login", "featur-login")
        self.assertEqual(git_checkout.get_new_command(cmd, BRANCHES),
                         ["git checkout feature-login", "git checkout -b featur-login"])

    def test_suggests_current_branch(self):
        cmd = failed_checkout("git checkout mian", "mian")
        self.assertEqual(git_checkout.get_new_command(cmd, BRANCHES),
                         ["git checkout main", "git checkout -b mian"])

    def test_suggests_local_branch(self):
        cmd = failed_checkout("git checkout devlop", "devlop")
        self.assertEqual(git_checkout.get_new_command(cmd, BRANCHES),
                         ["git checkout develop", "git checkout -b devlop"])

    def test_nothing_close_offers_new_branch(self):
        cmd = failed_checkout("git checkout release-2024", "release-2024")
        self.assertEqual(git_checkout.get_new_command(cmd, BRANCHES), ["git checkout -b release-2024"])

    def test_keeps_other_arguments(self):
        cmd = failed_checkout("git checkout devlop -- setup.py", "devlop")
        self.assertEqual(git_checkout.get_new_command(cmd, BRANCHES)[-1], "git checkout -b devlop -- setup.py")


if __name__ == "__main__":
    unittest.main()
