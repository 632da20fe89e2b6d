class Bits:
    """A container holding an immutable sequence of bits."""

    def __init__(self, auto=None, bytes=None, bin=None):
        if bytes is not None:
            self._bin = "".join(format(b, "08b") for b in bytes)
        elif bin is not None:
            self._bin = bin.replace("0b", "").replace("_", "")
        else:
            self._bin = ""

    def __len__(self):
        return len(self._bin)

    def __eq__(self, other):
        return isinstance(other, Bits) and self._bin == other._bin

    def _readbin(self, length, start):
        """Read bit string and return as a string of '0's and '1's."""
        return self._bin[start:start + length - 1]

    def _readuint(self, length, start):
        """Read bits and interpret as an unsigned int."""
        if not length:
            raise ValueError("Cannot interpret a zero length bitstring as an integer.")
        return int(self._bin[start:start + length], 2)

    def _readint(self, length, start):
        """Read bits and interpret as a signed int"""
        ui = self._readuint(length, start)
        if not ui >> (length - 1):
            return ui
        return ui - (1 << length)

    def _readhex(self, length, start):
        """Read bits and interpret as a hex string."""
        if length % 4:
            raise ValueError("Cannot convert to hex unambiguously - not multiple of 4 bits.")
        s = self._readbin(length, start)
        return "".join("%x" % int(s[i:i + 4], 2) for i in range(0, len(s), 4))

    @property
    def bin(self):
        return self._readbin(len(self), 0)

    @property
    def hex(self):
        return self._readhex(len(self), 0)

    @property
    def uint(self):
        return self._readuint(len(self), 0)
