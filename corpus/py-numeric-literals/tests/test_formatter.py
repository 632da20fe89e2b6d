import unittest

from fmt.formatter import changed, format_source


class NumericLiteralTest(unittest.TestCase):
    def test_exponents(self):
        self.assertEqual(format_source("x = 1E5\ny = 2.5E-3\nz = 1.E+7\n"), "x = 1e5\ny = 2.5e-3\nz = 1.0e7\n")

    def test_floats(self):
        self.assertEqual(format_source("a = .5 + 3.\n"), "a = 0.5 + 3.0\n")

    def test_complex(self):
        self.assertEqual(format_source("c = 10J\n"), "c = 10j\n")

    def test_binary_and_octal_prefixes(self):
        self.assertEqual(format_source("mask = 0B1010 | 0O17\n"), "mask = 0b1010 | 0o17\n")

    def test_hex_with_leading_digit(self):
        self.assertEqual(format_source("PORT = 0X1f90\n"), "PORT = 0x1F90\n")

    def test_hex_colors(self):
        self.assertEqual(format_source("RED = 0xff0000\nCYAN = 0x00ffff\n"), "RED = 0xFF0000\nCYAN = 0x00FFFF\n")

    def test_strings_and_comments_untouched(self):
        source = 's = "1E5 0xff"  # 0XAB\n'
        self.assertFalse(changed(source))

    def test_several_literals_on_one_line(self):
        self.assertEqual(format_source("t = (.5, 1E3, 0XaBc)\n"), "t = (0.5, 1e3, 0xABC)\n")


if __name__ == "__main__":
    unittest.main()
