import unittest

from programs.pascal import binomial, pascal


class PascalTest(unittest.TestCase):
    def test_no_rows(self):
        self.assertEqual(pascal(0), [])

    def test_first_two_rows(self):
        self.assertEqual(pascal(2), [[1], [1, 1]])

    def test_binomial_out_of_range(self):
        self.assertEqual(binomial(3, 5), 0)

    def test_binomial_edges(self):
        self.assertEqual(binomial(4, 0), 1)
        self.assertEqual(binomial(4, 4), 1)

    def test_fifth_row(self):
        self.assertEqual(pascal(5)[4], [1, 4, 6, 4, 1])

    def test_binomial(self):
        self.assertEqual(binomial(5, 2), 10)


if __name__ == "__main__":
    unittest.main()
