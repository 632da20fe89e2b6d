import unittest

from programs.base_convert import from_base, to_base


class ToBaseTest(unittest.TestCase):
    def test_zero(self):
        self.assertEqual(to_base(0, 2), "0")

    def test_single_digit(self):
        self.assertEqual(to_base(35, 36), "Z")

    def test_palindromic_digits(self):
        self.assertEqual(to_base(5, 2), "101")
        self.assertEqual(to_base(255, 16), "FF")

    def test_bad_base(self):
        with self.assertRaises(ValueError):
            to_base(10, 1)

    def test_from_base(self):
        self.assertEqual(from_base("-1f", 16), -31)

    def test_hexadecimal(self):
        self.assertEqual(to_base(31, 16), "1F")

    def test_negative_binary(self):
        self.assertEqual(to_base(-6, 2), "-110")


if __name__ == "__main__":
    unittest.main()
