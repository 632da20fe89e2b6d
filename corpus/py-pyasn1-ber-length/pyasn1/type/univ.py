from pyasn1 import error

tagClassUniversal = 0x00
tagFormatSimple = 0x00
tagFormatConstructed = 0x20

__all__ = ['Integer', 'Boolean', 'OctetString']


class Asn1Type(object):
    #: Set or return a (tagClass, tagFormat, tagId) tuple
    tagSet = ()
    isConstructed = False

    def __init__(self, value=None):
        self._value = self.prettyIn(value) if value is not None else None

    def prettyIn(self, value):
        return value

    def __eq__(self, other):
        return self is other or self._value == other

    def __repr__(self):
        return '<%s value object, value %r>' % (self.__class__.__name__, self._value)

    def clone(self, value=None):
        return self.__class__(value)


class Integer(Asn1Type):
    tagSet = (tagClassUniversal, tagFormatSimple, 0x02)

    def prettyIn(self, value):
        try:
            return int(value)
        except ValueError:
            raise error.PyAsn1Error('Can\'t coerce %r into integer' % (value,))

    def __int__(self):
        return self._value


class Boolean(Integer):
    tagSet = (tagClassUniversal, tagFormatSimple, 0x01)

    def prettyIn(self, value):
        if value not in (0, 1, True, False):
            raise error.ValueConstraintError('Boolean value %r out of range' % (value,))
        return int(value)


class OctetString(Asn1Type):
    tagSet = (tagClassUniversal, tagFormatSimple, 0x04)

    def prettyIn(self, value):
        if isinstance(value, str):
            return value.encode('utf-8')
        return bytes(value)

    def asOctets(self):
        return self._value

    def __len__(self):
        return len(self._value)
