import unittest
from pathlib import Path

from invoke import Config, Context


class Context_(unittest.TestCase):
    def setUp(self):
        self.c = Context()

    def ran(self, command="whoami"):
        return self.c.run(command).command

    def test_run_without_prefixes(self):
        self.assertEqual(self.ran(), "whoami")
        self.assertEqual(self.c.cwd, "")

    def test_prefix_nesting(self):
        with self.c.prefix("cd foo"):
            with self.c.prefix("workon bar"):
                self.assertEqual(self.ran(), "cd foo && workon bar && whoami")
            self.assertEqual(self.ran(), "cd foo && whoami")

    def test_cd_should_apply_to_run(self):
        with self.c.cd("foo"):
            self.assertEqual(self.ran(), "cd foo && whoami")

    def test_cd_nesting(self):
        with self.c.cd("foo"):
            with self.c.cd("bar"):
                self.assertEqual(self.ran(), "cd foo/bar && whoami")

    def test_cd_absolute_path_resets_nesting(self):
        with self.c.cd("foo"):
            with self.c.cd("/var/www"):
                with self.c.cd("app"):
                    self.assertEqual(self.ran(), "cd /var/www/app && whoami")

    def test_cd_home_path_resets_nesting(self):
        with self.c.cd("foo"):
            with self.c.cd("~/projects"):
                self.assertEqual(self.ran(), "cd ~/projects && whoami")

    def test_cd_accepts_pathlike_and_escapes_spaces(self):
        with self.c.cd(Path("/srv") / "my dir"):
            self.assertEqual(self.c.cwd, r"/srv/my\ dir")

    def test_cd_plus_prefix(self):
        with self.c.prefix("source venv"):
            with self.c.cd("foo"):
                self.assertEqual(self.ran(), "cd foo && source venv && whoami")

    def test_config_runner(self):
        c = Context(config=Config({"run": {"echo": True}}))
        self.assertTrue(c.config.run.echo)
        self.assertTrue(c.run("true").ok)


if __name__ == "__main__":
    unittest.main()
