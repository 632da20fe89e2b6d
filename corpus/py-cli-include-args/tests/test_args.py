import unittest

from lintcli.args import UsageError, parse_args
from lintcli.options import DEFAULT_EXCLUDES


class ParseArgsTest(unittest.TestCase):
    def test_defaults(self):
        opts = parse_args([])
        self.assertEqual(opts.paths, ["."])
        self.assertEqual(opts.max_line, 100)
        self.assertEqual(opts.excludes, list(DEFAULT_EXCLUDES))

    def test_paths_and_flags(self):
        opts = parse_args(["-q", "src", "--format", "json", "--max-line-length=88", "tests"])
        self.assertTrue(opts.quiet)
        self.assertEqual(opts.paths, ["src", "tests"])
        self.assertEqual(opts.output_format, "json")
        self.assertEqual(opts.max_line, 88)

    def test_excludes_add_to_defaults(self):
        opts = parse_args(["--exclude", "build, dist"])
        self.assertEqual(opts.excludes[-2:], ["build", "dist"])

    def test_includes_comma_separated_and_repeated(self):
        opts = parse_args(["--include=src,lib", "--include", "tools"])
        self.assertEqual(opts.includes, ["src", "lib", "tools"])

    def test_include_filter(self):
        opts = parse_args(["--include", "src"])
        self.assertTrue(opts.wants("src/app/main.py"))
        self.assertFalse(opts.wants("docs/conf.py"))
        self.assertFalse(opts.wants("src/node_modules/x.js"))

    def test_usage_errors(self):
        with self.assertRaises(UsageError):
            parse_args(["--format", "xml"])
        with self.assertRaises(UsageError):
            parse_args(["--max-line-length"])
        with self.assertRaises(UsageError):
            parse_args(["--verbose"])


if __name__ == "__main__":
    unittest.main()
