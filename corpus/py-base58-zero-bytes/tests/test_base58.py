import unittest
from random import Random

from base58 import (
    b58encode, b58decode, b58encode_check, b58decode_check, b58encode_int,
    b58decode_int, BITCOIN_ALPHABET, XRP_ALPHABET)


class TestBase58(unittest.TestCase):

    def test_simple_encode(self):
        data = b58encode(b'hello world')
        self.assertEqual(data, b'StV1DL6CwTryKyV')

    def test_leadingz_encode(self):
        data = b58encode(b'\0\0hello world')
        self.assertEqual(data, b'11StV1DL6CwTryKyV')

    def test_encode_empty_and_zeros(self):
        self.assertEqual(b58encode(b''), b'')
        self.assertEqual(b58encode(b'\0'), b'1')
        self.assertEqual(b58encode(b'\0\0\0'), b'111')
        self.assertEqual(b58encode(b'\0', alphabet=XRP_ALPHABET), b'r')

    def test_simple_decode(self):
        self.assertEqual(b58decode('StV1DL6CwTryKyV'), b'hello world')
        self.assertEqual(b58decode(b'11StV1DL6CwTryKyV'), b'\0\0hello world')
        self.assertEqual(b58decode('1'), b'\0')
        self.assertEqual(b58decode(''), b'')

    def test_check_identity(self):
        data = b'hello world'
        out = b58decode_check(b58encode_check(data))
        self.assertEqual(out, data)
        self.assertEqual(b58encode_check(data), b'3vQB7B6MrGQZaxCuFg4oh')

    def test_check_failure(self):
        data = '3vQB7B6MrGQZaxCuFg4oH'
        with self.assertRaises(ValueError):
            b58decode_check(data)
        with self.assertRaises(ValueError):
            b58decode('StV1DL6CwTryKyI')

    def test_round_trips(self):
        rnd = Random(58)
        samples = [b'', b'\0', b'\0\0\x01', b'\xff']
        samples += [bytes(rnd.getrandbits(8) for _ in range(n)) for n in range(1, 20)]
        samples += [b'\0' * n + b'\x7f' for n in range(4)]
        for data in samples:
            for alphabet in (BITCOIN_ALPHABET, XRP_ALPHABET):
                encoded = b58encode(data, alphabet=alphabet)
                self.assertEqual(b58decode(encoded, alphabet=alphabet), data)

    def test_simple_integers(self):
        for idx, char in enumerate(BITCOIN_ALPHABET):
            charbytes = bytes([char])
            self.assertEqual(b58decode_int(charbytes), idx)
            self.assertEqual(b58encode_int(idx), charbytes)
        self.assertEqual(b58encode_int(58), b'21')
        self.assertEqual(b58encode_int(0, default_one=False), b'')


if __name__ == '__main__':
    unittest.main()
