from .bits import Bits


class ReadError(IndexError):
    pass


class ConstBitStream(Bits):
    """A container or stream holding an immutable sequence of bits."""

    def __init__(self, auto=None, bytes=None, bin=None):
        super().__init__(auto, bytes=bytes, bin=bin)
        self._pos = 0

    @property
    def pos(self):
        return self._pos

    def read(self, fmt):
        """Interpret next bits according to the format string and return result."""
        name, length = fmt.split(":")
        length = int(length)
        if self._pos + length > len(self):
            raise ReadError("Reading off the end of the data. Tried to read %d bits when only %d available."
                            % (length, len(self) - self._pos))
        reader = {"uint": self._readuint, "int": self._readint,
                  "bin": self._readbin, "hex": self._readhex}[name]
        value = reader(length, self._pos)
        self._pos += length
        return value
