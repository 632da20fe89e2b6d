import unittest

from covlite.results import Numbers, display_covered
from covlite.summary import SummaryReporter

ANALYSES = {
    "pkg/__init__.py": (list(range(1, 5)), []),
    "pkg/cli.py": (list(range(1, 41)), [12, 13, 14, 30]),
    "pkg/util.py": (list(range(1, 21)), [7, 8]),
}


class NumbersTest(unittest.TestCase):
    def test_basic(self):
        n = Numbers(n_files=1, n_statements=200, n_missing=20)
        self.assertEqual(n.n_executed, 180)
        self.assertEqual(n.pc_covered, 90.0)

    def test_sum(self):
        n1 = Numbers(n_files=1, n_statements=200, n_missing=20)
        n2 = Numbers(n_files=1, n_statements=10, n_missing=8)
        n3 = n1 + n2
        self.assertEqual(n3.n_files, 2)
        self.assertEqual(n3.n_statements, 210)
        self.assertEqual(n3.n_missing, 28)
        self.assertAlmostEqual(n3.pc_covered, 86.666666666)

    def test_display_covered(self):
        self.assertEqual(display_covered(99.995, 0), "99")
        self.assertEqual(display_covered(0.1, 0), "1")
        self.assertEqual(display_covered(87.5, 1), "87.5")


class SummaryReporterTest(unittest.TestCase):
    def test_file_rows(self):
        out = SummaryReporter().report(ANALYSES).splitlines()
        self.assertEqual(out[0].split(), ["Name", "Stmts", "Miss", "Cover"])
        self.assertEqual(out[2].split(), ["pkg/cli.py", "40", "4", "90%"])
        self.assertEqual(out[3].split(), ["pkg/util.py", "20", "2", "90%"])

    def test_total_row(self):
        out = SummaryReporter(precision=1).report(ANALYSES).splitlines()
        self.assertEqual(out[-1].split(), ["TOTAL", "64", "6", "90.6%"])

    def test_skip_covered(self):
        out = SummaryReporter(skip_covered=True).report(ANALYSES)
        self.assertNotIn("__init__", out)
        self.assertIn("pkg/util.py", out)


if __name__ == "__main__":
    unittest.main()
