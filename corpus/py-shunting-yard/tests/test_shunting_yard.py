import unittest

from programs.shunting_yard import to_postfix


def postfix(expr):
    return " ".join(to_postfix(expr.split()))


class ShuntingYardTest(unittest.TestCase):
    def test_single_operator(self):
        self.assertEqual(postfix("1 + 2"), "1 2 +")

    def test_left_associative(self):
        self.assertEqual(postfix("1 - 2 + 3"), "1 2 - 3 +")

    def test_parentheses(self):
        self.assertEqual(postfix("( 1 + 2 ) * 3"), "1 2 + 3 *")

    def test_multiplication_binds_tighter(self):
        self.assertEqual(postfix("1 + 2 * 3"), "1 2 3 * +")

    def test_division_binds_tighter(self):
        self.assertEqual(postfix("6 - 4 / 2"), "6 4 2 / -")


if __name__ == "__main__":
    unittest.main()
