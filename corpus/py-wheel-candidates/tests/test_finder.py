import unittest

from piplite.finder import LinkEvaluator
from piplite.utils import canonicalize_name, splitext

TAGS = [("cp311", "cp311", "manylinux_2_17_x86_64"), ("py3", "none", "any")]


class CanonicalizeNameTest(unittest.TestCase):
    def test_separators(self):
        self.assertEqual(canonicalize_name("zope.interface"), "zope-interface")
        self.assertEqual(canonicalize_name("typing_extensions"), "typing-extensions")

    def test_case_is_folded(self):
        self.assertEqual(canonicalize_name("Django"), "django")


class SplitextTest(unittest.TestCase):
    def test_tar_gz(self):
        self.assertEqual(splitext("requests-2.31.0.tar.gz"), ("requests-2.31.0", ".tar.gz"))
        self.assertEqual(splitext("six-1.16.0-py2.py3-none-any.whl"), ("six-1.16.0-py2.py3-none-any", ".whl"))


class LinkEvaluatorTest(unittest.TestCase):
    def test_sdist_and_wheel(self):
        evaluator = LinkEvaluator("requests", TAGS)
        links = [
            "https://files.example.org/requests-2.31.0.tar.gz",
            "https://files.example.org/requests-2.31.0-py3-none-any.whl#sha256=abc",
        ]
        self.assertEqual([c.version for c in evaluator.find_candidates(links)], ["2.31.0", "2.31.0"])

    def test_incompatible_wheel(self):
        evaluator = LinkEvaluator("numpy", TAGS)
        ok, reason = evaluator.evaluate_link("https://x/numpy-1.26.4-cp312-cp312-win_amd64.whl")
        self.assertFalse(ok)
        self.assertIn("compatible", reason)

    def test_unsupported_archive(self):
        evaluator = LinkEvaluator("numpy", TAGS)
        self.assertEqual(evaluator.evaluate_link("https://x/numpy-1.26.4.exe")[0], False)

    def test_project_name_is_case_insensitive(self):
        evaluator = LinkEvaluator("django", TAGS)
        links = [
            "https://files.example.org/Django-4.2.7.tar.gz",
            "https://files.example.org/Django-4.2.7-py3-none-any.whl",
        ]
        self.assertEqual([c.version for c in evaluator.find_candidates(links)], ["4.2.7", "4.2.7"])

    def test_other_project_is_skipped(self):
        evaluator = LinkEvaluator("requests", TAGS)
        ok, reason = evaluator.evaluate_link("https://x/requests_toolbelt-1.0.0-py2.py3-none-any.whl")
        self.assertFalse(ok)
        self.assertIn("wrong project name", reason)


if __name__ == "__main__":
    unittest.main()
