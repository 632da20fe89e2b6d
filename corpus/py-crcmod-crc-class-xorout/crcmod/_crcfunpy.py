#-----------------------------------------------------------------------------
# Low level CRC functions for use by crcmod.  This version is implemented in
# Python for a couple of reasons.  1) Provide a reference implememtation.
# 2) Provide a version that can be used on systems where a C compiler is not
# available for building extension modules.
#-----------------------------------------------------------------------------

def _crc8(data, crc, table):
    crc = crc & 0xFF
    for x in data:
        crc = table[x ^ crc]
    return crc

def _crc8r(data, crc, table):
    crc = crc & 0xFF
    for x in data:
        crc = table[x ^ crc]
    return crc

def _crc16(data, crc, table):
    crc = crc & 0xFFFF
    for x in data:
        crc = table[x ^ ((crc>>8) & 0xFF)] ^ ((crc << 8) & 0xFF00)
    return crc

def _crc16r(data, crc, table):
    crc = crc & 0xFFFF
    for x in data:
        crc = table[x ^ (crc & 0xFF)] ^ (crc >> 8)
    return crc

def _crc32(data, crc, table):
    crc = crc & 0xFFFFFFFF
    for x in data:
        crc = table[x ^ ((crc>>24) & 0xFF)] ^ ((crc << 8) & 0xFFFFFF00)
    return crc

def _crc32r(data, crc, table):
    crc = crc & 0xFFFFFFFF
    for x in data:
        crc = table[x ^ (crc & 0xFF)] ^ (crc >> 8)
    return crc

#-----------------------------------------------------------------------------
# Table generation.  The table is indexed by the byte being shifted in; each
# entry is the CRC register contribution of that byte.

def _bitrev(x, n):
    y = 0
    for i in range(n):
        y = (y << 1) | (x & 1)
        x = x >> 1
    return y

def _bytecrc(crc, poly, n):
    mask = 1<<(n-1)
    for i in range(8):
        if crc & mask:
            crc = (crc << 1) ^ poly
        else:
            crc = crc << 1
    mask = (1<<n) - 1
    crc = crc & mask
    return crc

def _bytecrc_r(crc, poly, n):
    for i in range(8):
        if crc & 1:
            crc = (crc >> 1) ^ poly
        else:
            crc = crc >> 1
    mask = (1<<n) - 1
    crc = crc & mask
    return crc

def _mkTable(poly, n):
    mask = (1<<n) - 1
    poly = poly & mask
    return [_bytecrc(i<<(n-8),poly,n) for i in range(256)]

def _mkTable_r(poly, n):
    mask = (1<<n) - 1
    poly = _bitrev(poly & mask, n)
    return [_bytecrc_r(i,poly,n) for i in range(256)]
