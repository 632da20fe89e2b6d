from pyasn1 import error
from pyasn1.type import univ

__all__ = ['decode']

TAG_MAP = {
    univ.Integer.tagSet: univ.Integer,
    univ.Boolean.tagSet: univ.Boolean,
    univ.OctetString.tagSet: univ.OctetString,
}


def decodeHeader(substrate):
    if len(substrate) < 2:
        raise error.SubstrateUnderrunError('Short substrate for tag and length')
    firstOctet = substrate[0]
    tagSet = (firstOctet & 0xC0, firstOctet & 0x20, firstOctet & 0x1F)
    firstOctet = substrate[1]
    if firstOctet < 128:
        return tagSet, firstOctet, 2
    if firstOctet == 128:
        raise error.PyAsn1Error('Indefinite length encoding not supported by this decoder')
    size = firstOctet & 0x7F
    encodedLength = substrate[2:2 + size]
    if len(encodedLength) != size:
        raise error.SubstrateUnderrunError('%d-octet short' % (size - len(encodedLength)))
    return tagSet, int.from_bytes(encodedLength, 'big'), 2 + size


def decode(substrate, asn1Spec=None):
    """Decode one BER TLV, return (ASN.1 object, remaining substrate)."""
    tagSet, length, headerLen = decodeHeader(substrate)
    head = substrate[headerLen:headerLen + length]
    if len(head) < length:
        raise error.SubstrateUnderrunError('%d-octet short' % (length - len(head)))
    rest = substrate[headerLen + length:]
    if asn1Spec is not None and asn1Spec.tagSet != tagSet:
        raise error.PyAsn1Error('%r not in asn1Spec: %r' % (tagSet, asn1Spec))
    try:
        asn1Type = TAG_MAP[tagSet]
    except KeyError:
        raise error.PyAsn1Error('Unknown tag %r' % (tagSet,))
    if issubclass(asn1Type, univ.Integer):
        return asn1Type(int.from_bytes(head, 'big', signed=True)), rest
    return asn1Type(head), rest
