from .table import HeaderTable


def decode_integer(data, prefix_bits):
    """Decodes an integer; returns the integer and the number of bytes used."""
    max_number = (2 ** prefix_bits) - 1
    mask = 0xFF >> (8 - prefix_bits)
    index = 1
    shift = 0
    number = data[0] & mask
    if number == max_number:
        while True:
            next_byte = data[index]
            index += 1
            number += (next_byte & 127) << shift
            shift += 7
            if next_byte < 128:
                break
    return number, index


class Decoder:
    """An HPACK decoder object (literal strings are not Huffman coded here)."""

    def __init__(self):
        self.header_table = HeaderTable()

    def decode(self, data):
        """Takes an HPACK-encoded header block and decodes it into a header
        list of (name, value) tuples of str."""
        data_mem = memoryview(data)
        headers = []
        current_index = 0
        while current_index < len(data):
            current = data[current_index]
            if current & 0x80:
                header, consumed = self._decode_indexed(data_mem[current_index:])
            elif current & 0x40:
                header, consumed = self._decode_literal(data_mem[current_index:], 6, True)
            elif current & 0x20:
                consumed = self._update_encoding_context(data_mem[current_index:])
                header = None
            else:
                header, consumed = self._decode_literal(data_mem[current_index:], 4, False)
            if header:
                headers.append((header[0].decode('utf-8'), header[1].decode('utf-8')))
            current_index += consumed
        return headers

    def _update_encoding_context(self, data):
        new_size, consumed = decode_integer(data, 5)
        self.header_table.maxsize = new_size
        return consumed

    def _decode_indexed(self, data):
        index, consumed = decode_integer(data, 7)
        return self.header_table.get_by_index(index), consumed

    def _decode_literal(self, data, prefix_bits, should_index):
        index, consumed = decode_integer(data, prefix_bits)
        data = data[consumed:]
        total_consumed = consumed
        if index:
            name = self.header_table.get_by_index(index)[0]
        else:
            length, consumed = decode_integer(data, 7)
            name = data[consumed:consumed + length].tobytes()
            data = data[consumed + length:]
            total_consumed += consumed + length
        length, consumed = decode_integer(data, 7)
        value = data[consumed:consumed + length].tobytes()
        total_consumed += consumed + length
        if should_index:
            self.header_table.add(name, value)
        return (name, value), total_consumed
