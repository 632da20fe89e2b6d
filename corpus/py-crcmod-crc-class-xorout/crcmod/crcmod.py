from crcmod._crcfunpy import _crc8, _crc8r, _crc16, _crc16r, _crc32, _crc32r
from crcmod._crcfunpy import _mkTable, _mkTable_r

class Crc:
    '''Compute a CRC using the specified polynomial, with a hashlib-like interface.'''
    def __init__(self, poly, initCrc=~0, rev=True, xorOut=0, initialize=True):
        if not initialize:
            # Don't initialize when using new or copy to create an instance.
            return
        (sizeBits, initCrc, xorOut) = _verifyParams(poly, initCrc, xorOut)
        self.digest_size = sizeBits//8
        self.initCrc = initCrc
        self.xorOut = xorOut
        self.poly = poly
        self.reverse = rev
        (crcfun, table) = _mkCrcFun(poly, sizeBits, xorOut, rev, initCrc)
        self._crc = crcfun
        self.table = table
        self.crcValue = self.initCrc

    def new(self, arg=None):
        '''Create a new instance with the same parameters and the initial CRC.'''
        n = Crc(poly=None, initialize=False)
        n.__dict__.update(self.__dict__)
        n.crcValue = self.initCrc
        if arg is not None:
            n.update(arg)
        return n

    def copy(self):
        '''Create a new instance with the same parameters and the current CRC.'''
        c = self.new()
        c.crcValue = self.crcValue
        return c

    def update(self, data):
        '''Update the current CRC value using the bytes given as data.'''
        self.crcValue = self._crc(data, self.crcValue)

    def digest(self):
        '''Return the current CRC value as digest_size bytes.'''
        return self.crcValue.to_bytes(self.digest_size, 'big')

    def hexdigest(self):
        '''Return the current CRC value as a string of hex digits.'''
        return '%0*X' % (2 * self.digest_size, self.crcValue)

def mkCrcFun(poly, initCrc=~0, rev=True, xorOut=0):
    '''Return a function that computes the CRC using the specified polynomial.
    '''
    (sizeBits, initCrc, xorOut) = _verifyParams(poly, initCrc, xorOut)
    return _mkCrcFun(poly, sizeBits, initCrc, rev, xorOut)[0]

#-----------------------------------------------------------------------------
# Check the polynomial to make sure that it is acceptable and return the number
# of bits in the CRC.

def _verifyPoly(poly):
    msg = 'The degree of the polynomial must be 8, 16 or 32'
    for n in (8,16,32):
        if (1<<n) <= poly < (1<<(n+1)):
            return n
    raise ValueError(msg)

def _verifyParams(poly, initCrc, xorOut):
    sizeBits = _verifyPoly(poly)
    mask = (1<<sizeBits) - 1
    initCrc = initCrc & mask
    xorOut = xorOut & mask
    return (sizeBits, initCrc, xorOut)

# Map the size of the CRC to the (normal, reflected) low level functions.
_sizeMap = {8: (_crc8, _crc8r), 16: (_crc16, _crc16r), 32: (_crc32, _crc32r)}

def _mkCrcFun(poly, sizeBits, initCrc, rev, xorOut):
    if rev:
        tableList = _mkTable_r(poly, sizeBits)
        _fun = _sizeMap[sizeBits][1]
    else:
        tableList = _mkTable(poly, sizeBits)
        _fun = _sizeMap[sizeBits][0]
    if xorOut == 0:
        def crcfun(data, crc=initCrc, table=tableList, fun=_fun):
            return fun(data, crc, table)
    else:
        def crcfun(data, crc=initCrc, table=tableList, fun=_fun):
            return xorOut ^ fun(data, xorOut ^ crc, table)
    return crcfun, tableList
