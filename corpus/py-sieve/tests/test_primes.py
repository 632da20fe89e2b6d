import unittest

from programs.primes import is_prime, primes_up_to


class PrimesTest(unittest.TestCase):
    def test_below_two(self):
        self.assertEqual(primes_up_to(1), [])

    def test_up_to_ten(self):
        self.assertEqual(primes_up_to(10), [2, 3, 5, 7])

    def test_is_prime(self):
        self.assertEqual([n for n in range(20) if is_prime(n)], [2, 3, 5, 7, 11, 13, 17, 19])

    def test_up_to_a_prime(self):
        self.assertEqual(primes_up_to(13), [2, 3, 5, 7, 11, 13])

    def test_up_to_two(self):
        self.assertEqual(primes_up_to(2), [2])


if __name__ == "__main__":
    unittest.main()
