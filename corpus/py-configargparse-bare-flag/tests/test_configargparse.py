import contextlib
import io
import unittest

import configargparse


def make_parser():
    p = configargparse.ArgParser(prog="deploy")
    p.add_argument("--host", default="localhost")
    p.add_argument("--port", type=int, default=8000, env_var="DEPLOY_PORT")
    p.add_argument("--verbose", action="store_true")
    p.add_argument("--dry-run", action="store_true")
    p.add_argument("--tag", action="append")
    p.add_argument("target")
    return p


def parse(args, config=None, env_vars=None):
    with contextlib.redirect_stderr(io.StringIO()):
        return make_parser().parse_args(args, config_file_contents=config, env_vars=env_vars or {})


class TestConfigArgParse(unittest.TestCase):

    def test_command_line_only(self):
        ns = parse(["--port", "9000", "prod"])
        self.assertEqual((ns.host, ns.port, ns.verbose, ns.target), ("localhost", 9000, False, "prod"))

    def test_config_file_values(self):
        config = "host = example.org\nport: 8443\n"
        ns = parse(["prod"], config)
        self.assertEqual((ns.host, ns.port), ("example.org", 8443))

    def test_command_line_overrides_config(self):
        config = "host = example.org\nport 8443\n"
        ns = parse(["--port=1234", "prod"], config)
        self.assertEqual((ns.host, ns.port), ("example.org", 1234))

    def test_comments_and_sections_are_ignored(self):
        config = "# deploy settings\n[deploy]\n---\n; legacy\nhost = db.local  # primary\n"
        ns = parse(["prod"], config)
        self.assertEqual(ns.host, "db.local")

    def test_list_value(self):
        config = "tag = [blue, green]\n"
        ns = parse(["prod"], config)
        self.assertEqual(ns.tag, ["blue", "green"])

    def test_flag_with_explicit_value(self):
        config = "verbose = true\ndry-run = false\n"
        ns = parse(["prod"], config)
        self.assertTrue(ns.verbose)
        self.assertFalse(ns.dry_run)

    def test_bare_flag_in_config_file(self):
        config = "host = example.org\ndry-run\n"
        ns = parse(["prod"], config)
        self.assertTrue(ns.dry_run)
        self.assertEqual(ns.host, "example.org")

    def test_env_var(self):
        ns = parse(["prod"], env_vars={"DEPLOY_PORT": "7000"})
        self.assertEqual(ns.port, 7000)


if __name__ == "__main__":
    unittest.main()
