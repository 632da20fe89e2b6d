import unittest

from programs.gcd import gcd, lcm, simplify


class GcdTest(unittest.TestCase):
    def test_coprime(self):
        self.assertEqual(gcd(17, 5), 1)

    def test_common_factor(self):
        self.assertEqual(gcd(48, 18), 6)

    def test_zero_argument(self):
        self.assertEqual(gcd(0, 9), 9)

    def test_negative_argument(self):
        self.assertEqual(gcd(12, -18), 6)

    def test_lcm(self):
        self.assertEqual(lcm(4, 6), 12)

    def test_simplify(self):
        self.assertEqual(simplify(6, 8), (3, 4))

    def test_lcm_with_negative_argument(self):
        self.assertEqual(lcm(4, -6), 12)


if __name__ == "__main__":
    unittest.main()
