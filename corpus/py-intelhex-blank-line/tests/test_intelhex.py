import io
import unittest

from intelhex import IntelHex
from intelhex.errors import (AddressOverlapError, HexRecordError, IntelHexError,
                             RecordChecksumError, RecordLengthError)

hex_simple = '''\
:1000000048656C6C6F2C20776F726C642100010264
:04001000DEADBEEFB4
:00000001FF
'''

hex_linear = '''\
:020000040001F9
:0200200055AADF
:00000001FF
'''

hex_segment = '''\
:020000021200EA
:020004000102F7
:00000001FF
'''


def load(text):
    return IntelHex(io.StringIO(text))


class TestIntelHexReader(unittest.TestCase):
    def test_simple(self):
        ih = load(hex_simple)
        self.assertEqual(ih.tobinarray(0, 12).tobytes(), b'Hello, world!')
        self.assertEqual((ih.minaddr(), ih.maxaddr()), (0, 0x13))
        self.assertEqual(ih[0x10], 0xDE)

    def test_padding(self):
        ih = load(hex_simple)
        self.assertEqual(ih.tobinarray(0x0F, 0x14).tolist(), [0x02, 0xDE, 0xAD, 0xBE, 0xEF, 0xFF])
        self.assertEqual(ih[0x1000], 0xFF)

    def test_extended_linear_address(self):
        ih = load(hex_linear)
        self.assertEqual(ih.minaddr(), 0x10020)
        self.assertEqual(ih.tobinarray().tolist(), [0x55, 0xAA])

    def test_extended_segment_address(self):
        ih = load(hex_segment)
        self.assertEqual((ih.minaddr(), ih[0x12005]), (0x12004, 0x02))

    def test_windows_line_endings(self):
        ih = load(hex_simple.replace('\n', '\r\n'))
        self.assertEqual(ih.maxaddr(), 0x13)

    def test_blank_lines_are_skipped(self):
        ih = load('\n' + hex_linear.replace('\n', '\n\n', 1))
        self.assertEqual(ih.tobinarray().tolist(), [0x55, 0xAA])

    def test_blank_line_with_crlf(self):
        ih = load(hex_segment.replace('\n', '\r\n').replace(':00000001FF', '\r\n:00000001FF'))
        self.assertEqual(ih.maxaddr(), 0x12005)

    def test_data_after_eof_is_ignored(self):
        ih = load(hex_simple + ':0200200055AADF\n')
        self.assertEqual(ih.maxaddr(), 0x13)

    def test_errors(self):
        self.assertRaises(HexRecordError, load, 'garbage\n')
        self.assertRaises(RecordChecksumError, load, ':04001000DEADBEEFB5\n')
        self.assertRaises(RecordLengthError, load, ':05001000DEADBEEFB4\n')
        self.assertRaises(AddressOverlapError, load, ':0200200055AADF\n:0200200055AADF\n')
        try:
            load(':04001000DEADBEEFB5\n')
        except IntelHexError as e:
            self.assertEqual(str(e), 'Record at line 1 has invalid checksum')


if __name__ == '__main__':
    unittest.main()
