import unittest

from pyasn1 import error
from pyasn1.codec.ber import decoder, encoder
from pyasn1.type import univ


class IntegerEncoderTestCase(unittest.TestCase):
    def testPosInt(self):
        self.assertEqual(encoder.encode(univ.Integer(12)), bytes((2, 1, 12)))

    def testNegInt(self):
        self.assertEqual(encoder.encode(univ.Integer(-12)), bytes((2, 1, 244)))

    def testPosLong(self):
        self.assertEqual(encoder.encode(univ.Integer(0xffffffffffffffff)),
                         bytes((2, 9, 0, 255, 255, 255, 255, 255, 255, 255, 255)))


class OctetStringEncoderTestCase(unittest.TestCase):
    def testShortMode(self):
        self.assertEqual(encoder.encode(univ.OctetString('Quick brown fox')),
                         bytes((4, 15)) + b'Quick brown fox')

    def testLongMode(self):
        substrate = encoder.encode(univ.OctetString(b'Q' * 1000))
        self.assertEqual(substrate[:4], bytes((4, 130, 3, 232)))
        self.assertEqual(len(substrate), 1004)

    def testCertificateSizedBlob(self):
        blob = bytes(range(256))[:128]
        substrate = encoder.encode(univ.OctetString(blob))
        value, rest = decoder.decode(substrate, asn1Spec=univ.OctetString())
        self.assertEqual(value, blob)
        self.assertEqual(rest, b'')


class BooleanTestCase(unittest.TestCase):
    def testRoundTrip(self):
        for flag in (True, False):
            substrate = encoder.encode(univ.Boolean(flag))
            value, rest = decoder.decode(substrate)
            self.assertIsInstance(value, univ.Boolean)
            self.assertEqual(int(value), int(flag))

    def testOutOfRange(self):
        with self.assertRaises(error.ValueConstraintError):
            univ.Boolean(2)


class DecoderTestCase(unittest.TestCase):
    def testTagMismatch(self):
        with self.assertRaises(error.PyAsn1Error):
            decoder.decode(bytes((2, 1, 12)), asn1Spec=univ.OctetString())

    def testShortSubstrate(self):
        with self.assertRaises(error.SubstrateUnderrunError):
            decoder.decode(bytes((4, 5)) + b'abc')
