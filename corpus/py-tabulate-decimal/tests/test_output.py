import unittest

from minitabulate import tabulate


class OutputTest(unittest.TestCase):
    def test_plain(self):
        result = tabulate([["spam", "eggs"], ["ham", "bacon"]], tablefmt="plain")
        self.assertEqual(result, "spam  eggs \nham   bacon")

    def test_simple_integers(self):
        expected = "\n".join(["item      qty", "------  -----", "spam       42", "eggs      451"])
        self.assertEqual(tabulate([["spam", 42], ["eggs", 451]], headers=["item", "qty"]), expected)

    def test_numbers_are_aligned_at_the_decimal_point(self):
        expected = "\n".join([
            "name      value",
            "------  -------",
            "a          1.5 ",
            "b         10   ",
            "c          0.25",
        ])
        result = tabulate([["a", 1.5], ["b", 10], ["c", 0.25]], headers=["name", "value"])
        self.assertEqual(result, expected)

    def test_numalign_right(self):
        expected = "\n".join([
            "name      value",
            "------  -------",
            "a           1.5",
            "b            10",
            "c          0.25",
        ])
        result = tabulate([["a", 1.5], ["b", 10], ["c", 0.25]], headers=["name", "value"], numalign="right")
        self.assertEqual(result, expected)

    def test_floatfmt(self):
        expected = "\n".join(["item       qty", "------  ------", "spam     42.00", "eggs    451.00"])
        result = tabulate([["spam", 41.9999], ["eggs", 451.0]], headers=["item", "qty"], floatfmt=".2f")
        self.assertEqual(result, expected)

    def test_pipe(self):
        expected = "\n".join(["| item | qty |", "|:-----|----:|", "| spam |  42 |", "| eggs | 451 |"])
        self.assertEqual(tabulate([["spam", 42], ["eggs", 451]], headers=["item", "qty"], tablefmt="pipe"), expected)

    def test_stralign_center(self):
        expected = "\n".join([" item     qty", "------  -----", " spam      42", "bacon     451"])
        result = tabulate([["spam", 42], ["bacon", 451]], headers=["item", "qty"], stralign="center")
        self.assertEqual(result, expected)


if __name__ == "__main__":
    unittest.main()
