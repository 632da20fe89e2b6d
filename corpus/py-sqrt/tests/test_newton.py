import unittest

from programs.newton import isqrt, sqrt


class SqrtTest(unittest.TestCase):
    def test_zero(self):
        self.assertEqual(sqrt(0), 0.0)

    def test_one(self):
        self.assertAlmostEqual(sqrt(1), 1.0)

    def test_negative(self):
        with self.assertRaises(ValueError):
            sqrt(-4)

    def test_integer_square_root(self):
        self.assertEqual([isqrt(n) for n in (0, 1, 17, 25)], [0, 1, 4, 5])

    def test_two(self):
        self.assertAlmostEqual(sqrt(2), 1.4142135623730951)

    def test_fraction(self):
        self.assertAlmostEqual(sqrt(0.25), 0.5)


if __name__ == "__main__":
    unittest.main()
