import unittest

from programs.bits import bitcount, is_power_of_two, lowest_set_bit


class BitsTest(unittest.TestCase):
    def test_bitcount_of_zero(self):
        self.assertEqual(bitcount(0), 0)

    def test_bitcount_rejects_negative(self):
        with self.assertRaises(ValueError):
            bitcount(-1)

    def test_bitcount(self):
        self.assertEqual(bitcount(0b1011), 3)

    def test_bitcount_of_byte(self):
        self.assertEqual(bitcount(255), 8)

    def test_lowest_set_bit(self):
        self.assertEqual(lowest_set_bit(0b10100), 0b100)

    def test_powers_of_two(self):
        self.assertEqual([n for n in range(20) if is_power_of_two(n)], [1, 2, 4, 8, 16])


if __name__ == "__main__":
    unittest.main()
