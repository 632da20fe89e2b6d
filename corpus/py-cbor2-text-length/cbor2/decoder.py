import struct


class CBORDecodeError(ValueError):
    pass


class CBORDecoder:
    def __init__(self, data):
        self._data = data
        self._pos = 0

    def read(self, amount):
        data = self._data[self._pos:self._pos + amount]
        if len(data) < amount:
            raise CBORDecodeError("premature end of stream (expected to read %d bytes, got %d instead)"
                                  % (amount, len(data)))
        self._pos += amount
        return data

    def _decode_length(self, subtype):
        if subtype < 24:
            return subtype
        fmt = {24: ">B", 25: ">H", 26: ">L"}[subtype]
        return struct.unpack(fmt, self.read(struct.calcsize(fmt)))[0]

    def decode(self):
        initial_byte = self.read(1)[0]
        major_type, subtype = initial_byte >> 5, initial_byte & 31
        if major_type == 7:
            return {20: False, 21: True, 22: None}[subtype]
        length = self._decode_length(subtype)
        if major_type == 0:
            return length
        if major_type == 1:
            return -length - 1
        if major_type == 2:
            return self.read(length)
        if major_type == 3:
            try:
                return self.read(length).decode("utf-8")
            except UnicodeDecodeError as exc:
                raise CBORDecodeError("error decoding unicode string") from exc
        if major_type == 4:
            return [self.decode() for _ in range(length)]
        return {self.decode(): self.decode() for _ in range(length)}


def loads(data):
    return CBORDecoder(data).decode()
