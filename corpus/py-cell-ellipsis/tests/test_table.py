import unittest

from gridtext.cells import shorten, stringify
from gridtext.table import render


class CellTest(unittest.TestCase):
    def test_stringify(self):
        self.assertEqual(stringify(None), "")
        self.assertEqual(stringify(True), "yes")
        self.assertEqual(stringify(2.5), "2.50")
        self.assertEqual(stringify("a\nb"), "a b")

    def test_short_text_is_untouched(self):
        self.assertEqual(shorten("tea", 5), "tea")
        self.assertEqual(shorten("teapot", 6), "teapot")

    def test_long_text_is_marked(self):
        self.assertTrue(shorten("a very long description", 10).endswith("…"))


class RenderTest(unittest.TestCase):
    def test_simple_table(self):
        out = render(["name", "qty"], [["tea", 3], ["coffee", 12]])
        self.assertEqual(out, "name    qty\n------  ---\ntea       3\ncoffee   12")

    def test_long_cells_fit_their_column(self):
        rows = [["install", "Install the package and its dependencies"], ["rm", "Remove"]]
        out = render(["command", "help"], rows, max_width=12)
        for line in out.splitlines():
            self.assertLessEqual(len(line), 7 + 2 + 12, line)
        self.assertIn("Install the…", out)


if __name__ == "__main__":
    unittest.main()
