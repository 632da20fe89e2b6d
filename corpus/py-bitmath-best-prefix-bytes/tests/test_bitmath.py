import unittest

import bitmath
from bitmath import Bit, Byte, GiB, KiB, MB, MiB, TB, TiB, kB


class TestBasics(unittest.TestCase):
    def test_units_to_bytes(self):
        self.assertEqual(KiB(1).bytes, 1024)
        self.assertEqual(MiB(2).bytes, 2 * 1024 ** 2)
        self.assertEqual(kB(1).bytes, 1000)
        self.assertEqual(Bit(16).bytes, 2)
        self.assertEqual(Byte(3).bits, 24)

    def test_from_other(self):
        self.assertEqual(KiB.from_other(MiB(1)), KiB(1024))
        self.assertEqual(type(MB.from_other(kB(2500))), MB)
        self.assertEqual(MB.from_other(kB(2500)).value, 2.5)

    def test_compare_and_add(self):
        self.assertTrue(MiB(1) > KiB(1000))
        self.assertTrue(KiB(1) <= Byte(1024))
        self.assertEqual(KiB(1) + Byte(1024), KiB(2))
        self.assertEqual(KiB(1) + 1, KiB(2))

    def test_invalid_value(self):
        with self.assertRaises(ValueError):
            KiB('1')

    def test_str_and_format(self):
        self.assertEqual(str(KiB(1.5)), '1.5 KiB')
        self.assertEqual(MiB(1).format('{bytes} bytes ({system})'), '1048576 bytes (NIST)')


class TestBestPrefix(unittest.TestCase):
    def test_best_prefix_nist(self):
        result = Byte(3 * 1024 ** 2).best_prefix()
        self.assertIs(type(result), MiB)
        self.assertEqual(result.value, 3.0)

    def test_best_prefix_si(self):
        result = kB(2500).best_prefix()
        self.assertIs(type(result), MB)
        self.assertEqual(result.value, 2.5)

    def test_best_prefix_stays_in_bytes(self):
        result = Byte(100).best_prefix()
        self.assertIs(type(result), Byte)
        self.assertEqual(result.value, 100)

    def test_best_prefix_under_a_byte(self):
        result = Byte(0.5).best_prefix()
        self.assertIs(type(result), Bit)
        self.assertEqual(result.value, 4)

    def test_best_prefix_huge_uses_largest_unit(self):
        result = TiB(5000).best_prefix()
        self.assertIs(type(result), TiB)
        self.assertIs(type(GiB(2048).best_prefix()), TiB)
        self.assertIs(type(TB(3000).best_prefix()), TB)

    def test_module_best_prefix(self):
        self.assertEqual(str(bitmath.best_prefix(1536)), '1.5 KiB')
        self.assertEqual(str(bitmath.best_prefix(2500, system=bitmath.SI)), '2.5 kB')
        self.assertEqual(str(bitmath.best_prefix(999, system=bitmath.SI)), '999.0 Byte')


if __name__ == '__main__':
    unittest.main()
