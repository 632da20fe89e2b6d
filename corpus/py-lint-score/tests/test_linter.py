import unittest

from lintlite.linter import PyLinter


def linter_with_messages(statements=40, previous_score=None):
    linter = PyLinter(previous_score)
    linter.module_checked("app/models.py", statements)
    linter.add_message("C0114", "missing-module-docstring", "app/models.py", 1, "Missing module docstring")
    linter.add_message("W0611", "unused-import", "app/models.py", 3, "Unused import os")
    linter.add_message("E1101", "no-member", "app/models.py", 27, "Instance of 'User' has no 'mail' member", 8)
    return linter


class ScoreTest(unittest.TestCase):
    def test_score(self):
        self.assertAlmostEqual(linter_with_messages().score(), 8.25)

    def test_fatal_scores_zero(self):
        linter = linter_with_messages()
        linter.add_message("F0001", "fatal", "app/broken.py", 1, "No module named broken")
        self.assertEqual(linter.score(), 0.0)

    def test_score_never_negative(self):
        self.assertEqual(linter_with_messages(statements=1).score(), 0.0)

    def test_empty_module_has_no_score(self):
        linter = PyLinter()
        linter.module_checked("app/__init__.py", 0)
        self.assertIsNone(linter.score())


class ReportTest(unittest.TestCase):
    def test_message_lines(self):
        out = linter_with_messages().report().splitlines()
        self.assertEqual(out[0], "app/models.py:1:0: C0114: Missing module docstring (missing-module-docstring)")
        self.assertEqual(out[2], "app/models.py:27:8: E1101: Instance of 'User' has no 'mail' member (no-member)")

    def test_rating_with_previous(self):
        out = linter_with_messages(previous_score=7.5).report()
        self.assertTrue(out.endswith("Your code has been rated at 8.25/10 (previous run: 7.50/10, +0.75)"))

    def test_report_without_statements(self):
        linter = PyLinter()
        linter.module_checked("app/__init__.py", 0)
        linter.add_message("C0114", "missing-module-docstring", "app/__init__.py", 1, "Missing module docstring")
        self.assertEqual(linter.report(), "app/__init__.py:1:0: C0114: Missing module docstring (missing-module-docstring)")


if __name__ == "__main__":
    unittest.main()
