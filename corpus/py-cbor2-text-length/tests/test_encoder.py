import unittest

from cbor2 import dumps, loads


class TestEncoder(unittest.TestCase):

    def test_integers(self):
        for value, expected in [(0, "00"), (23, "17"), (24, "1818"), (1000, "1903e8"), (-1, "20"),
                                (-1000, "3903e7")]:
            self.assertEqual(dumps(value).hex(), expected)

    def test_simple_values(self):
        self.assertEqual(dumps([None, True, False]), bytes.fromhex("83f6f5f4"))

    def test_bytestring(self):
        self.assertEqual(dumps(b"\x01\x02"), bytes.fromhex("420102"))

    def test_ascii_string(self):
        self.assertEqual(dumps("IETF"), bytes.fromhex("6449455446"))

    def test_unicode_string(self):
        self.assertEqual(dumps("\u00fc"), bytes.fromhex("62c3bc"))
        self.assertEqual(dumps("\u6c34"), bytes.fromhex("63e6b0b4"))

    def test_roundtrip(self):
        value = {"name": "Zo\u00eb", "tags": ["caf\u00e9", 1, [2, 3]]}
        self.assertEqual(loads(dumps(value)), value)
