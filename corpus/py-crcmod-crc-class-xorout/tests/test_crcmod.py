import unittest

import crcmod

CHECK = b'123456789'


class KnownAnswerTests(unittest.TestCase):
    def test_crc8(self):
        crc8 = crcmod.mkCrcFun(0x107, initCrc=0, rev=False)
        self.assertEqual(crc8(CHECK), 0xF4)

    def test_crc16_xmodem_and_ccitt(self):
        self.assertEqual(crcmod.mkCrcFun(0x11021, initCrc=0, rev=False)(CHECK), 0x31C3)
        self.assertEqual(crcmod.mkCrcFun(0x11021, initCrc=0xFFFF, rev=False)(CHECK), 0x29B1)

    def test_crc16_modbus(self):
        self.assertEqual(crcmod.mkCrcFun(0x18005, initCrc=0xFFFF, rev=True)(CHECK), 0x4B37)

    def test_crc32_function(self):
        crc32 = crcmod.mkCrcFun(0x104C11DB7, initCrc=0, xorOut=0xFFFFFFFF)
        self.assertEqual(crc32(CHECK), 0xCBF43926)
        # the function can be fed the previous result to continue a calculation
        self.assertEqual(crc32(CHECK[4:], crc32(CHECK[:4])), 0xCBF43926)

    def test_bad_polynomial(self):
        self.assertRaises(ValueError, crcmod.mkCrcFun, 0x1FF00000)


class CrcClassTests(unittest.TestCase):
    def test_xmodem_digest(self):
        crc = crcmod.Crc(0x11021, initCrc=0, rev=False)
        crc.update(CHECK)
        self.assertEqual(crc.digest_size, 2)
        self.assertEqual(crc.digest(), b'\x31\xc3')
        self.assertEqual(crc.hexdigest(), '31C3')

    def test_new_with_argument(self):
        crc = crcmod.Crc(0x107, initCrc=0, rev=False)
        crc.update(b'junk')
        self.assertEqual(crc.new(CHECK).hexdigest(), 'F4')

    def test_crc32_hexdigest(self):
        crc = crcmod.Crc(0x104C11DB7, initCrc=0, xorOut=0xFFFFFFFF)
        crc.update(CHECK)
        self.assertEqual(crc.hexdigest(), 'CBF43926')
        self.assertEqual(crc.crcValue, 0xCBF43926)

    def test_modbus_copy(self):
        crc = crcmod.Crc(0x18005, initCrc=0xFFFF, rev=True)
        crc.update(CHECK[:5])
        other = crc.copy()
        other.update(CHECK[5:])
        crc.update(b'6789')
        self.assertEqual(other.hexdigest(), '4B37')
        self.assertEqual(crc.crcValue, other.crcValue)


if __name__ == '__main__':
    unittest.main()
