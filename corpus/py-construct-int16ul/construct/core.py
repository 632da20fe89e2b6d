import io
import struct

from .errors import FormatFieldError, StreamError


def stream_read(stream, length, path):
    data = stream.read(length)
    if len(data) != length:
        raise StreamError("stream read less than specified amount, expected %d, found %d"
                          % (length, len(data)), path=path)
    return data


class Construct:
    def parse(self, data, **contextkw):
        return self._parsereport(io.BytesIO(data), dict(contextkw), "(parsing)")

    def build(self, obj, **contextkw):
        stream = io.BytesIO()
        self._build(obj, stream, dict(contextkw), "(building)")
        return stream.getvalue()

    def _parsereport(self, stream, context, path):
        return self._parse(stream, context, path)


class FormatField(Construct):
    """Field that uses `struct` module to pack and unpack CPU-sized integers and floats."""

    def __init__(self, endianity, format):
        self.fmtstr = endianity + format
        self.length = struct.calcsize(endianity + format)

    def _parse(self, stream, context, path):
        data = stream_read(stream, self.length, path)
        return struct.unpack(self.fmtstr, data)[0]

    def _build(self, obj, stream, context, path):
        try:
            stream.write(struct.pack(self.fmtstr, obj))
        except Exception:
            raise FormatFieldError("struct %r error during building, given value %r"
                                   % (self.fmtstr, obj), path=path)
        return obj


class Bytes(Construct):
    def __init__(self, length):
        self.length = length

    def _parse(self, stream, context, path):
        length = self.length(context) if callable(self.length) else self.length
        return stream_read(stream, length, path)

    def _build(self, obj, stream, context, path):
        stream.write(obj)
        return obj


class Struct(Construct):
    def __init__(self, *subcons):
        self.subcons = subcons

    def _parse(self, stream, context, path):
        obj = {}
        for name, sc in self.subcons:
            obj[name] = context[name] = sc._parse(stream, context, "%s -> %s" % (path, name))
        return obj

    def _build(self, obj, stream, context, path):
        for name, sc in self.subcons:
            context[name] = sc._build(obj[name], stream, context, "%s -> %s" % (path, name))
        return obj


Int8ub = FormatField(">", "B")
Int16ub = FormatField(">", "H")
Int16ul = FormatField(">", "H")
Int32ul = FormatField("<", "L")
