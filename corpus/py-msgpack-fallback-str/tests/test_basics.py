import unittest

from msgpack import ExtraData, FormatError, packb, unpackb


def check(data, use_list=False):
    re = unpackb(packb(data), use_list=use_list)
    assert re == data, (re, data)


class TestBasics(unittest.TestCase):
    def test_pack_ints(self):
        for n in (0, 1, 127, 128, 255, 256, 65535, 65536, -1, -32, -33, -128, -129, -32768):
            check(n)
        self.assertEqual(packb(-1), b"\xff")
        self.assertEqual(packb(200), b"\xcc\xc8")

    def test_pack_misc(self):
        check((None, True, False, 1.5))
        check([1, [2, [3]]], use_list=True)

    def test_pack_bytes(self):
        self.assertEqual(unpackb(packb(b"\x00\xffabc")), b"\x00\xffabc")

    def test_pack_unicode(self):
        for s in ("", "abcd", "Русский текст", "x" * 40):
            self.assertEqual(unpackb(packb(s)), s)

    def test_raw(self):
        self.assertEqual(unpackb(packb("abc"), raw=True), b"abc")

    def test_map(self):
        self.assertEqual(unpackb(packb({"a": 1, "b": [2]})), {"a": 1, "b": [2]})

    def test_extra_and_truncated(self):
        with self.assertRaises(ExtraData):
            unpackb(packb(1) + packb(2))
        with self.assertRaises(FormatError):
            unpackb(b"\xcd\x01")


if __name__ == "__main__":
    unittest.main()
