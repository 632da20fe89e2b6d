import unittest

from Lib.fractions import Fraction as F


class FractionTest(unittest.TestCase):
    def test_init(self):
        self.assertEqual(F(10, -4), F(-5, 2))
        self.assertEqual((F(7, 3).numerator, F(7, 3).denominator), (7, 3))
        with self.assertRaises(ZeroDivisionError):
            F(1, 0)

    def test_from_string(self):
        self.assertEqual(F("3/7"), F(3, 7))
        self.assertEqual(F(" -0.75 "), F(-3, 4))
        self.assertEqual(F("1.5e3"), F(1500))
        self.assertEqual(F("2e-2"), F(1, 50))
        with self.assertRaises(ValueError):
            F("3/")

    def test_str_and_repr(self):
        self.assertEqual(str(F(-7, 3)), "-7/3")
        self.assertEqual(repr(F(4, 2)), "Fraction(2, 1)")

    def test_limit_denominator(self):
        rpi = F('3.141592653589793')
        self.assertEqual(rpi.limit_denominator(10000), F(355, 113))
        self.assertEqual(rpi.limit_denominator(113), F(355, 113))
        self.assertEqual(rpi.limit_denominator(112), F(333, 106))
        self.assertEqual(F(201, 200).limit_denominator(100), F(1))
        self.assertEqual(F(201, 200).limit_denominator(101), F(102, 101))
        self.assertEqual(F(0).limit_denominator(10000), F(0))

    def test_limit_denominator_precise(self):
        self.assertEqual(F('3.141592653589793').limit_denominator(), F(3126535, 995207))
        self.assertEqual(F(123456, 654321).limit_denominator(), F(41152, 218107))

    def test_limit_denominator_invalid(self):
        with self.assertRaises(ValueError):
            F(1, 3).limit_denominator(0)


if __name__ == '__main__':
    unittest.main()
