import unittest

from programs.rpn import rpn_eval


class RpnTest(unittest.TestCase):
    def test_sum_and_product(self):
        self.assertEqual(rpn_eval("3 4 + 2 *"), 14.0)

    def test_single_number(self):
        self.assertEqual(rpn_eval("5"), 5.0)

    def test_missing_operand(self):
        with self.assertRaises(ValueError):
            rpn_eval("1 +")

    def test_subtraction(self):
        self.assertEqual(rpn_eval("10 4 -"), 6.0)

    def test_division(self):
        self.assertEqual(rpn_eval("8 2 /"), 4.0)


if __name__ == "__main__":
    unittest.main()
