#
# This file is part of pyasn1 software.
#
# Copyright (c) 2005-2020, Ilya Etingof <etingof@gmail.com>
# License: https://pyasn1.readthedocs.io/en/latest/license.html
#
from pyasn1 import error
from pyasn1.type import univ

__all__ = ['encode']


def to_bytes(value, signed=False, length=0):
    length = max(value.bit_length(), length)
    if signed and length % 8 == 0:
        length += 1
    return value.to_bytes(length // 8 + (length % 8 and 1 or 0), 'big', signed=signed)


class AbstractItemEncoder(object):
    supportIndefLenMode = True

    def encodeTag(self, singleTag, isConstructed):
        tagClass, tagFormat, tagId = singleTag
        encodedTag = tagClass | tagFormat
        if isConstructed:
            encodedTag |= univ.tagFormatConstructed
        if tagId < 31:
            return encodedTag | tagId,
        substrate = tagId & 0x7f,
        tagId >>= 7
        while tagId:
            substrate = (0x80 | (tagId & 0x7f),) + substrate
            tagId >>= 7
        return (encodedTag | 0x1F,) + substrate

    def encodeLength(self, length, defMode):
        if not defMode and self.supportIndefLenMode:
            return (0x80,)
        if length <= 0x80:
            return length,
        substrate = ()
        while length:
            substrate = (length & 0xff,) + substrate
            length >>= 8
        substrateLen = len(substrate)
        if substrateLen > 126:
            raise error.PyAsn1Error('Length octets overflow (%d)' % substrateLen)
        return (0x80 | substrateLen,) + substrate

    def encodeValue(self, value, encodeFun, **options):
        raise error.PyAsn1Error('Not implemented')

    def encode(self, value, encodeFun, **options):
        substrate = self.encodeValue(value, encodeFun, **options)
        header = self.encodeTag(value.tagSet, value.isConstructed)
        header += self.encodeLength(len(substrate), True)
        return bytes(header) + substrate


class IntegerEncoder(AbstractItemEncoder):
    supportIndefLenMode = False

    def encodeValue(self, value, encodeFun, **options):
        if int(value) == 0:
            # de-facto way to encode zero
            return b'\x00'
        return to_bytes(int(value), signed=True)


class OctetStringEncoder(AbstractItemEncoder):
    def encodeValue(self, value, encodeFun, **options):
        return value.asOctets()


TYPE_MAP = {
    univ.Integer.tagSet: IntegerEncoder(),
    univ.Boolean.tagSet: IntegerEncoder(),
    univ.OctetString.tagSet: OctetStringEncoder(),
}


def encode(value, **options):
    try:
        concreteEncoder = TYPE_MAP[value.tagSet]
    except (KeyError, AttributeError):
        raise error.PyAsn1Error('No encoder for %r' % (value,))
    return concreteEncoder.encode(value, encode, **options)
