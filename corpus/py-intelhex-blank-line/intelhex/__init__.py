'''Intel HEX format manager.'''
from array import array
from binascii import unhexlify

from intelhex.errors import (AddressOverlapError, EOFRecordError, ExtendedAddressRecordError,
                             HexRecordError, RecordChecksumError, RecordLengthError,
                             RecordTypeError, _EndOfFile)


class IntelHex(object):
    ''' Intel HEX file reader. '''

    def __init__(self, source=None):
        ''' Constructor. If source specified, object will be initialized
        with the contents of source: a file name or a file-like object. '''
        self.padding = 0x0FF    # value for empty cells
        self._buf = {}
        self._offset = 0
        if source is not None:
            self.loadhex(source)

    def _decode_record(self, s, line=0):
        '''Decode one record of HEX file.'''
        s = s.rstrip('\r\n')
        if s[0] != ':':
            raise HexRecordError(line=line)
        try:
            bin = array('B', unhexlify(s[1:].encode('ascii')))
        except (TypeError, ValueError):
            raise HexRecordError(line=line)
        record_length = bin[0] if bin else 0
        if len(bin) != (5 + record_length):
            raise RecordLengthError(line=line)
        addr = bin[1]*256 + bin[2]
        record_type = bin[3]
        if not (0 <= record_type <= 5):
            raise RecordTypeError(line=line)
        if sum(bin) & 0x0FF != 0:
            raise RecordChecksumError(line=line)

        if record_type == 0:
            # data record
            addr += self._offset
            for i in range(4, 4+record_length):
                if self._buf.get(addr, None) is not None:
                    raise AddressOverlapError(address=addr, line=line)
                self._buf[addr] = bin[i]
                addr += 1
        elif record_type == 1:
            # end of file record
            if record_length != 0:
                raise EOFRecordError(line=line)
            raise _EndOfFile
        elif record_type in (2, 4):
            # Extended 8086 Segment Record / Extended Linear Address Record
            if record_length != 2 or addr != 0:
                raise ExtendedAddressRecordError(line=line)
            self._offset = (bin[4]*256 + bin[5]) * (16 if record_type == 2 else 65536)

    def loadhex(self, fobj):
        """Load hex file (a file name or a file-like object) into internal buffer."""
        if getattr(fobj, "read", None) is None:
            with open(fobj, "r") as f:
                return self.loadhex(f)
        self._offset = 0
        try:
            for line, s in enumerate(fobj, 1):
                self._decode_record(s, line)
        except _EndOfFile:
            pass

    def minaddr(self):
        '''Get minimal address of HEX content, or None if there is no data.'''
        return min(self._buf) if self._buf else None

    def maxaddr(self):
        '''Get maximal address of HEX content, or None if there is no data.'''
        return max(self._buf) if self._buf else None

    def __getitem__(self, addr):
        ''' Get requested byte from address (padding value for empty cells). '''
        return self._buf.get(addr, self.padding)

    def tobinarray(self, start=None, end=None):
        ''' Convert this object to binary form as array, filling the gaps with padding. '''
        start = self.minaddr() if start is None else start
        end = self.maxaddr() if end is None else end
        return array('B', [self[i] for i in range(start, end + 1)])
