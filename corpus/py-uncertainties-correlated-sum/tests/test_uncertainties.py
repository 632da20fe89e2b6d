import math
import unittest

from uncertainties import ufloat, NegativeStdDev


def numbers_close(x, y, tolerance=1e-10):
    return abs(x - y) <= tolerance * max(1., abs(x), abs(y))


class TestUfloat(unittest.TestCase):

    def test_nominal_value_and_std_dev(self):
        x = ufloat(3.14, 0.01)
        self.assertEqual(x.nominal_value, 3.14)
        self.assertEqual(x.n, 3.14)
        self.assertEqual(x.std_dev, 0.01)

    def test_negative_std_dev(self):
        with self.assertRaises(NegativeStdDev):
            ufloat(1, -0.1)

    def test_repr(self):
        self.assertEqual(repr(ufloat(2, 0.5)), '2.0+/-0.5')
        self.assertEqual(repr(ufloat(2, 0) + 1), '3.0+/-0')


class TestPropagation(unittest.TestCase):

    def test_sum_of_independent_variables(self):
        x = ufloat(1, 0.3)
        y = ufloat(2, 0.4)
        z = x + y
        self.assertEqual(z.nominal_value, 3)
        self.assertTrue(numbers_close(z.std_dev, 0.5))

    def test_scaling_by_constant(self):
        x = ufloat(10, 0.2)
        self.assertTrue(numbers_close((3 * x).std_dev, 0.6))
        self.assertTrue(numbers_close((x / 2).std_dev, 0.1))
        self.assertTrue(numbers_close((-x).std_dev, 0.2))

    def test_product_derivatives(self):
        x = ufloat(3, 0.1)
        y = ufloat(5, 0.2)
        p = x * y
        self.assertTrue(numbers_close(p.derivatives[x], 5))
        self.assertTrue(numbers_close(p.derivatives[y], 3))
        self.assertTrue(numbers_close(p.std_dev, math.hypot(0.5, 0.6)))

    def test_difference_with_itself(self):
        x = ufloat(4, 0.2)
        self.assertEqual((x - x).nominal_value, 0)
        self.assertEqual((x - x).std_dev, 0)

    def test_correlated_terms(self):
        x = ufloat(3, 0.1)
        self.assertTrue(numbers_close((x * x).std_dev, 0.6))
        self.assertTrue(numbers_close((x + 2 * x).std_dev, 0.3))


if __name__ == '__main__':
    unittest.main()
