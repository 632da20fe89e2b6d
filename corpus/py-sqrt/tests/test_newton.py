import unittest

from programs.newton import sqrt


class SqrtTest(unittest.TestCase):
    def test_zero(self):
        self.assertEqual(sqrt(0), 0.0)

    def test_one(self):
        self.assertAlmostEqual(sqrt(1), 1.0)

    def test_negative(self):
        with self.assertRaises(ValueError):
            sqrt(-4)

    def test_two(self):
        self.assertAlmostEqual(sqrt(2), 1.4142135623730951)

    def test_fraction(self):
        self.assertAlmostEqual(sqrt(0.25), 0.5)


if __name__ == "__main__":
    unittest.main()
