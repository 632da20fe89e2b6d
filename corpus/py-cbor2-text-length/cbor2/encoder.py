import struct
from io import BytesIO


class CBOREncoder:
    """Serializes objects to a byte stream using Concise Binary Object Representation."""

    def __init__(self, fp):
        self._fp_write = fp.write

    def encode_length(self, major_tag, length):
        major_tag <<= 5
        if length < 24:
            self._fp_write(struct.pack(">B", major_tag | length))
        elif length < 256:
            self._fp_write(struct.pack(">BB", major_tag | 24, length))
        elif length < 65536:
            self._fp_write(struct.pack(">BH", major_tag | 25, length))
        else:
            self._fp_write(struct.pack(">BL", major_tag | 26, length))

    def encode_int(self, value):
        if value >= 0:
            self.encode_length(0, value)
        else:
            self.encode_length(1, -(value + 1))

    def encode_bytestring(self, value):
        self.encode_length(2, len(value))
        self._fp_write(value)

    def encode_string(self, value):
        encoded = value.encode("utf-8")
        self.encode_length(3, len(value))
        self._fp_write(encoded)

    def encode_array(self, value):
        self.encode_length(4, len(value))
        for item in value:
            self.encode(item)

    def encode_map(self, value):
        self.encode_length(5, len(value))
        for key, val in value.items():
            self.encode(key)
            self.encode(val)

    def encode(self, obj):
        if obj is None:
            self._fp_write(b"\xf6")
        elif isinstance(obj, bool):
            self._fp_write(b"\xf5" if obj else b"\xf4")
        elif isinstance(obj, int):
            self.encode_int(obj)
        elif isinstance(obj, bytes):
            self.encode_bytestring(obj)
        elif isinstance(obj, str):
            self.encode_string(obj)
        elif isinstance(obj, (list, tuple)):
            self.encode_array(obj)
        elif isinstance(obj, dict):
            self.encode_map(obj)
        else:
            raise TypeError("cannot serialize type %s" % type(obj).__name__)


def dumps(obj):
    with BytesIO() as fp:
        CBOREncoder(fp).encode(obj)
        return fp.getvalue()
