import unittest

from hpack import Decoder, HeaderTable, InvalidTableIndex, decode_integer


class TestHeaderTable(unittest.TestCase):

    def test_get_by_index_static(self):
        tbl = HeaderTable()
        self.assertEqual(tbl.get_by_index(2), (b':method', b'GET'))
        self.assertEqual(tbl.get_by_index(16), (b'accept-encoding', b'gzip, deflate'))
        self.assertEqual(tbl.get_by_index(61), (b'www-authenticate', b''))

    def test_get_by_index_out_of_range(self):
        tbl = HeaderTable()
        tbl.add(b'TestName', b'TestValue')
        self.assertEqual(tbl.get_by_index(62), (b'TestName', b'TestValue'))
        for index in (0, 63, 100):
            with self.assertRaises(InvalidTableIndex):
                tbl.get_by_index(index)

    def test_add_entry_larger_than_table_clears_it(self):
        tbl = HeaderTable()
        tbl.add(b'a', b'b')
        tbl.maxsize = 64
        tbl.add(b'TestName', b'x' * 40)
        self.assertEqual(list(tbl.dynamic_entries), [])
        self.assertEqual(tbl._current_size, 0)


class TestDecoder(unittest.TestCase):

    def test_decode_integer(self):
        self.assertEqual(decode_integer(b'\x0a', 5), (10, 1))
        self.assertEqual(decode_integer(b'\x1f\x9a\x0a', 5), (1337, 3))
        self.assertEqual(decode_integer(b'\x2a', 8), (42, 1))
        self.assertEqual(decode_integer(b'\x3f\xe1\x01', 5), (256, 3))

    def test_literal_header_fields(self):
        d = Decoder()
        self.assertEqual(d.decode(bytes.fromhex('040c2f73616d706c652f70617468')),
                         [(':path', '/sample/path')])
        self.assertEqual(len(d.header_table.dynamic_entries), 0)
        data = bytes.fromhex('400a637573746f6d2d6b65790d637573746f6d2d686561646572')
        self.assertEqual(d.decode(data), [('custom-key', 'custom-header')])
        self.assertEqual(d.header_table._current_size, 55)

    def test_request_examples_without_huffman(self):
        d = Decoder()
        first = bytes.fromhex('828684410f7777772e6578616d706c652e636f6d')
        second = bytes.fromhex('828684be58086e6f2d6361636865')
        third = bytes.fromhex('828785bf400a637573746f6d2d6b65790c637573746f6d2d76616c7565')
        self.assertEqual(d.decode(first), [
            (':method', 'GET'), (':scheme', 'http'), (':path', '/'),
            (':authority', 'www.example.com')])
        self.assertEqual(d.decode(second), [
            (':method', 'GET'), (':scheme', 'http'), (':path', '/'),
            (':authority', 'www.example.com'), ('cache-control', 'no-cache')])
        self.assertEqual(d.decode(third), [
            (':method', 'GET'), (':scheme', 'https'), (':path', '/index.html'),
            (':authority', 'www.example.com'), ('custom-key', 'custom-value')])
        self.assertEqual(d.header_table._current_size, 164)

    def test_response_examples_with_eviction(self):
        d = Decoder()
        first = bytes.fromhex(
            '3fe101'  # dynamic table size update: 256
            '4803333032580770726976617465611d4d6f6e2c203231204f637420323031332032'
            '303a31333a323120474d546e1768747470733a2f2f7777772e6578616d706c652e636f6d')
        second = bytes.fromhex('4803333037c1c0bf')
        self.assertEqual(d.decode(first), [
            (':status', '302'), ('cache-control', 'private'),
            ('date', 'Mon, 21 Oct 2013 20:13:21 GMT'),
            ('location', 'https://www.example.com')])
        self.assertEqual(d.header_table._current_size, 222)
        self.assertEqual(d.decode(second), [
            (':status', '307'), ('cache-control', 'private'),
            ('date', 'Mon, 21 Oct 2013 20:13:21 GMT'),
            ('location', 'https://www.example.com')])
        self.assertEqual(d.header_table.get_by_index(62), (b':status', b'307'))
        self.assertEqual(d.header_table._current_size, 222)

    def test_table_size_update_shrinks_table(self):
        d = Decoder()
        d.decode(bytes.fromhex('828684410f7777772e6578616d706c652e636f6d'))
        d.decode(bytes.fromhex('828684be58086e6f2d6361636865'))
        d.decode(bytes.fromhex('828785bf400a637573746f6d2d6b65790c637573746f6d2d76616c7565'))
        self.assertEqual(d.decode(b'\x3f\x59'), [])
        self.assertEqual(d.header_table.maxsize, 120)
        self.assertEqual(list(d.header_table.dynamic_entries), [
            (b'custom-key', b'custom-value'), (b'cache-control', b'no-cache')])
        self.assertEqual(d.header_table._current_size, 107)


if __name__ == '__main__':
    unittest.main()
