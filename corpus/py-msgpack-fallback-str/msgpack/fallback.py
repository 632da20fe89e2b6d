"""Fallback pure Python implementation of msgpack (reduced)"""
import struct

from .exceptions import ExtraData, FormatError


def unpackb(packed, **kwargs):
    unpacker = Unpacker(**kwargs)
    unpacker.feed(packed)
    ret = unpacker._unpack()
    if unpacker._buff_i < len(unpacker._buffer):
        raise ExtraData(ret, unpacker._buffer[unpacker._buff_i:])
    return ret


class Unpacker:
    def __init__(self, raw=True, use_list=True):
        self._raw, self._use_list = bool(raw), use_list
        self._buffer, self._buff_i = bytearray(), 0

    def feed(self, next_bytes):
        self._buffer.extend(next_bytes)

    def _read(self, n):
        if self._buff_i + n > len(self._buffer):
            raise FormatError("truncated data")
        self._buff_i += n
        return bytes(self._buffer[self._buff_i - n:self._buff_i])

    def _unpack(self):
        b = self._read(1)[0]
        if b <= 0x7F:
            return b
        if b >= 0xE0:
            return b - 0x100
        if 0xA0 <= b <= 0xBF or b == 0xD9:
            n = b & 0x1F if b != 0xD9 else self._read(1)[0]
            obj = self._read(n)
            return obj if self._raw else obj.decode("utf_8", "surrogateescape")
        if b == 0xC4:
            return self._read(self._read(1)[0])
        if 0x90 <= b <= 0x9F:
            items = [self._unpack() for _ in range(b & 0x0F)]
            return items if self._use_list else tuple(items)
        if 0x80 <= b <= 0x8F:
            return {self._unpack(): self._unpack() for _ in range(b & 0x0F)}
        if b in (0xC0, 0xC2, 0xC3):
            return {0xC0: None, 0xC2: False, 0xC3: True}[b]
        fmt = {0xCC: ">B", 0xCD: ">H", 0xCE: ">I", 0xD0: ">b", 0xD1: ">h", 0xCB: ">d"}.get(b)
        if fmt is None:
            raise FormatError("unknown header: 0x%x" % b)
        return struct.unpack(fmt, self._read(struct.calcsize(fmt)))[0]


class Packer:
    def pack(self, obj):
        if obj is None or obj is True or obj is False:
            return {None: b"\xc0", True: b"\xc3", False: b"\xc2"}[obj]
        if isinstance(obj, int):
            if 0 <= obj <= 0x7F or -32 <= obj < 0:
                return struct.pack(">b" if obj < 0 else ">B", obj)
            for fmt, head in ((">B", 0xCC), (">H", 0xCD), (">I", 0xCE), (">b", 0xD0), (">h", 0xD1)):
                try:
                    return bytes([head]) + struct.pack(fmt, obj)
                except struct.error:
                    continue
            raise OverflowError("Integer value out of range")
        if isinstance(obj, float):
            return b"\xcb" + struct.pack(">d", obj)
        if isinstance(obj, str):
            obj = obj.encode("utf_8", "surrogateescape")
            head = bytes([0xA0 | len(obj)]) if len(obj) < 32 else bytes([0xD9, len(obj)])
            return head + obj
        if isinstance(obj, (bytes, bytearray)):
            return bytes([0xC4, len(obj)]) + bytes(obj)
        if isinstance(obj, (list, tuple)):
            return bytes([0x90 | len(obj)]) + b"".join(self.pack(x) for x in obj)
        if isinstance(obj, dict):
            return bytes([0x80 | len(obj)]) + b"".join(self.pack(k) + self.pack(v) for k, v in obj.items())
        raise TypeError("Cannot serialize %r" % (obj,))
