import unittest

from bitstring import Bits, ConstBitStream, ReadError


class TestBits(unittest.TestCase):

    def test_uint(self):
        self.assertEqual(Bits(bytes=b"\x01\x02").uint, 258)
        self.assertEqual(len(Bits(bin="0b101")), 3)

    def test_properties(self):
        b = Bits(bytes=b"\xa5")
        self.assertEqual(b.bin, "10100101")
        self.assertEqual(b.hex, "a5")


class TestConstBitStream(unittest.TestCase):

    def test_read_ints(self):
        s = ConstBitStream(bytes=b"\xff\x01")
        self.assertEqual(s.read("int:8"), -1)
        self.assertEqual(s.read("uint:8"), 1)
        self.assertEqual(s.pos, 16)

    def test_read_mixed(self):
        s = ConstBitStream(bin="0b1101_0010_1111")
        self.assertEqual(s.read("bin:4"), "1101")
        self.assertEqual(s.read("hex:8"), "2f")

    def test_read_past_end(self):
        s = ConstBitStream(bin="0b101")
        self.assertRaises(ReadError, s.read, "uint:4")
