import unittest

import base32_crockford as b32


class EncodeTests(unittest.TestCase):
    def test_encode(self):
        self.assertEqual(b32.encode(1234), '16J')
        self.assertEqual(b32.encode(0), '0')
        self.assertEqual(b32.encode(31), 'Z')
        self.assertEqual(b32.encode(32), '10')

    def test_encode_checksum(self):
        self.assertEqual(b32.encode(1234, checksum=True), '16JD')
        self.assertEqual(b32.encode(0, checksum=True), '00')
        self.assertEqual(b32.encode(987654321, checksum=True), 'XDWT5H1')

    def test_encode_split(self):
        self.assertEqual(b32.encode(123456789012, split=4), '3JZ9-J6GM')

    def test_encode_negative(self):
        self.assertRaises(ValueError, b32.encode, -1)
        self.assertRaises(ValueError, b32.encode, 1, split=-1)


class DecodeTests(unittest.TestCase):
    def test_decode(self):
        self.assertEqual(b32.decode('16J'), 1234)
        self.assertEqual(b32.decode('3JZ9J6GM'), 123456789012)

    def test_decode_hyphens_and_lookalikes(self):
        self.assertEqual(b32.decode('3JZ9-J6GM'), 123456789012)
        self.assertEqual(b32.decode('IO'), 32)
        self.assertEqual(b32.decode('lo'), 32)

    def test_decode_is_case_insensitive(self):
        self.assertEqual(b32.decode('16j'), 1234)
        self.assertEqual(b32.decode('3jz9-j6gm'), 123456789012)

    def test_decode_checksum(self):
        self.assertEqual(b32.decode('16JD', checksum=True), 1234)
        self.assertEqual(b32.decode('xdwt5h1', checksum=True), 987654321)
        self.assertRaises(ValueError, b32.decode, '16JE', checksum=True)

    def test_decode_invalid(self):
        self.assertRaises(ValueError, b32.decode, '16#J')
        self.assertRaises(TypeError, b32.decode, 1234)


class NormalizeTests(unittest.TestCase):
    def test_normalize_strict(self):
        self.assertEqual(b32.normalize('16J', strict=True), '16J')
        self.assertRaises(ValueError, b32.normalize, '16-J', strict=True)
        self.assertRaises(ValueError, b32.normalize, '16j', strict=True)


if __name__ == '__main__':
    unittest.main()
