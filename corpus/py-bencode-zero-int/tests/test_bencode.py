"""bencode.py tests."""

import unittest

from bencode import BencodeDecodeError, bdecode, bencode


class TestDecode(unittest.TestCase):

    def test_decode_int(self):
        self.assertEqual(bdecode(b'i4e'), 4)
        self.assertEqual(bdecode(b'i0e'), 0)
        self.assertEqual(bdecode(b'i123456789e'), 123456789)
        self.assertEqual(bdecode(b'i-10e'), -10)

    def test_decode_string(self):
        self.assertEqual(bdecode(b'0:'), '')
        self.assertEqual(bdecode(b'3:abc'), 'abc')
        self.assertEqual(bdecode(b'10:1234567890'), '1234567890')
        self.assertEqual(bdecode(b'4:\xff\xfe\x00\x01'), b'\xff\xfe\x00\x01')

    def test_decode_list(self):
        self.assertEqual(bdecode(b'le'), [])
        self.assertEqual(bdecode(b'l0:0:0:e'), ['', '', ''])
        self.assertEqual(bdecode(b'li1ei2ei3ee'), [1, 2, 3])
        self.assertEqual(bdecode(b'l3:asd2:xye'), ['asd', 'xy'])
        self.assertEqual(bdecode(b'll5:Alice3:Bobeli2ei3eee'), [['Alice', 'Bob'], [2, 3]])

    def test_decode_dict(self):
        self.assertEqual(bdecode(b'de'), {})
        self.assertEqual(bdecode(b'd3:agei25e4:eyes4:bluee'), {'age': 25, 'eyes': 'blue'})
        self.assertEqual(bdecode(b'd8:completei12e10:incompletei3e8:intervali1800ee'),
                         {'complete': 12, 'incomplete': 3, 'interval': 1800})

    def test_decode_errors(self):
        for data in (b'i-0e', b'i03e', b'i-03e', b'01:a', b'i12', b'l', b'd1:ae',
                     b'i1ei2e', b'3:ab', b'x', b''):
            with self.assertRaises(BencodeDecodeError, msg=data):
                bdecode(data)


class TestEncode(unittest.TestCase):

    def test_encode(self):
        self.assertEqual(bencode(4), b'i4e')
        self.assertEqual(bencode(0), b'i0e')
        self.assertEqual(bencode(-10), b'i-10e')
        self.assertEqual(bencode(True), b'i1e')
        self.assertEqual(bencode('abc'), b'3:abc')
        self.assertEqual(bencode(['asd', 'xy']), b'l3:asd2:xye')
        self.assertEqual(bencode({'spam': 'eggs', 'cow': 'moo'}), b'd3:cow3:moo4:spam4:eggse')

    def test_roundtrip(self):
        values = [
            {'announce': 'http://tracker/announce',
             'info': {'length': 12, 'name': 'file.txt', 'piece length': 16384}},
            {'files': [{'length': 0, 'path': ['empty']}, {'length': 7, 'path': ['a', 'b']}]},
            [1, 'two', [3, 'four'], {'five': 5}],
        ]
        for value in values:
            self.assertEqual(bdecode(bencode(value)), value)


if __name__ == '__main__':
    unittest.main()
