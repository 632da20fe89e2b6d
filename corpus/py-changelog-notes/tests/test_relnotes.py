import unittest

from relnotes.commits import parse_commit
from relnotes.render import release_notes
from relnotes.version import next_version

LOG = [
    ("a1b2c3d4e5", "feat(cli): add --json output"),
    ("b2c3d4e5f6", "fix: handle empty config files\n\nFixes #212."),
    ("c3d4e5f6a7", "Merge branch 'main' into release"),
    ("d4e5f6a7b8", "chore: bump dev dependencies"),
]


class ParseTest(unittest.TestCase):
    def test_header_fields(self):
        commit = parse_commit("0123456789", "feat(api): paginate /users")
        self.assertEqual((commit.sha, commit.type, commit.scope, commit.subject),
                         ("0123456", "feat", "api", "paginate /users"))
        self.assertFalse(commit.breaking)

    def test_unconventional_message(self):
        self.assertIsNone(parse_commit("0123456789", "Update README.md"))

    def test_bang_marks_breaking(self):
        commit = parse_commit("0123456789", "refactor(core)!: drop Python 3.8")
        self.assertTrue(commit.breaking)
        self.assertEqual(commit.breaking_note, "drop Python 3.8")

    def test_breaking_change_footer(self):
        message = ("feat(config): read settings from pyproject.toml\n\n"
                   "The old setup.cfg section is still read for now.\n\n"
                   "BREAKING CHANGE: the RELNOTES_PATH variable is ignored\n"
                   "Refs: #301")
        commit = parse_commit("89abcdef01", message)
        self.assertTrue(commit.breaking)
        self.assertEqual(commit.breaking_note, "the RELNOTES_PATH variable is ignored")


class ReleaseTest(unittest.TestCase):
    def test_minor_release_notes(self):
        self.assertEqual(release_notes("v1.4.2", LOG), (
            "## 1.5.0\n\n"
            "### Features\n\n- **cli:** add --json output (a1b2c3d)\n\n"
            "### Bug Fixes\n\n- handle empty config files (b2c3d4e)\n"))

    def test_patch_only(self):
        self.assertEqual(next_version("2.0.9", [parse_commit("f" * 10, "fix: typo in help")]), "2.0.10")

    def test_breaking_footer_bumps_major(self):
        log = LOG + [("e5f6a7b8c9", "fix(io): close files on error\n\n"
                                    "Closes #330.\n\nBREAKING-CHANGE: open_all() now returns a list")]
        notes = release_notes("1.4.2", log)
        self.assertTrue(notes.startswith("## 2.0.0\n\n### BREAKING CHANGES\n\n- open_all() now returns a list\n"))


if __name__ == "__main__":
    unittest.main()
