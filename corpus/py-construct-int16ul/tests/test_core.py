import unittest

from construct import (Bytes, FormatFieldError, Int8ub, Int16ub, Int16ul, Int32ul,
                       StreamError, Struct)


class TestFormatField(unittest.TestCase):

    def test_big_endian(self):
        self.assertEqual(Int16ub.build(1), b"\x00\x01")
        self.assertEqual(Int16ub.parse(b"\x01\x02"), 0x0102)

    def test_little_endian(self):
        self.assertEqual(Int32ul.build(1), b"\x01\x00\x00\x00")
        self.assertEqual(Int16ul.build(0x0102), b"\x02\x01")

    def test_build_out_of_range(self):
        self.assertRaises(FormatFieldError, Int8ub.build, 256)

    def test_parse_short_stream(self):
        self.assertRaises(StreamError, Int16ub.parse, b"\x01")


class TestStruct(unittest.TestCase):

    def test_length_prefixed(self):
        fmt = Struct(("length", Int16ul), ("data", Bytes(lambda ctx: ctx["length"])))
        self.assertEqual(fmt.parse(b"\x03\x00abc"), {"length": 3, "data": b"abc"})

    def test_build(self):
        fmt = Struct(("kind", Int8ub), ("size", Int16ub))
        self.assertEqual(fmt.build({"kind": 1, "size": 2}), b"\x01\x00\x02")
