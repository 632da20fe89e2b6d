import base64
import datetime
import hashlib
import unittest

import pyotp

RFC_SECRET = base64.b32encode(b'12345678901234567890').decode()
UTC = datetime.timezone.utc


class TOTPExampleValuesFromTheRFC(unittest.TestCase):
    RFC_VALUES = {
        59: '94287082',
        1111111109: '07081804',
        1111111111: '14050471',
        1234567890: '89005924',
        2000000000: '69279037',
        20000000000: '65353130',
    }

    def test_match_rfc(self):
        totp = pyotp.TOTP(RFC_SECRET, 8)
        for t, otp in self.RFC_VALUES.items():
            self.assertEqual(totp.at(datetime.datetime.fromtimestamp(t, UTC)), otp)
            self.assertEqual(totp.at(t), otp)

    def test_verify_rfc(self):
        totp = pyotp.TOTP(RFC_SECRET, 8)
        for t, otp in self.RFC_VALUES.items():
            self.assertTrue(totp.verify(otp, t))
        self.assertFalse(totp.verify('94287083', 59))
        self.assertTrue(totp.verify('94287082', 89, valid_window=1))
        self.assertFalse(totp.verify('94287082', 89))


class TOTPTest(unittest.TestCase):

    def test_timecode(self):
        totp = pyotp.TOTP('wrn3pqx5uqxqvnqr')
        dt = datetime.datetime(2013, 7, 1, 12, 0, 30, tzinfo=UTC)
        self.assertEqual(totp.timecode(dt), 45756001)
        self.assertEqual(pyotp.TOTP('wrn3pqx5uqxqvnqr', interval=60).timecode(dt), 22878000)

    def test_secret_padding(self):
        totp = pyotp.TOTP('wrn3pqx5uqxqvnqr')
        self.assertEqual(totp.byte_secret(), base64.b32decode('WRN3PQX5UQXQVNQR'))
        self.assertEqual(len(pyotp.random_base32()), 32)
        self.assertEqual(totp.int_to_bytestring(1), b'\0' * 7 + b'\x01')

    def test_provisioning_uri(self):
        totp = pyotp.TOTP('wrn3pqx5uqxqvnqr')
        self.assertEqual(totp.provisioning_uri('mark@percival'),
                         'otpauth://totp/mark%40percival?secret=wrn3pqx5uqxqvnqr')
        self.assertEqual(totp.provisioning_uri('mark@percival', issuer_name='FooCorp!'),
                         'otpauth://totp/FooCorp%21:mark%40percival'
                         '?secret=wrn3pqx5uqxqvnqr&issuer=FooCorp%21')
        totp = pyotp.TOTP('c7uxuqhgflpw7oruedmglbrk7u6242vb', 10, hashlib.sha256, interval=60)
        self.assertEqual(totp.provisioning_uri('baco@peperina', issuer_name='FooCorp'),
                         'otpauth://totp/FooCorp:baco%40peperina?secret=c7uxuqhgflpw7oruedmglbrk7u6242vb'
                         '&issuer=FooCorp&algorithm=SHA256&digits=10&period=60')

    def test_provisioning_uri_from_constructor(self):
        totp = pyotp.TOTP('wrn3pqx5uqxqvnqr', name='alice@google.com', issuer='Secure App')
        self.assertEqual(totp.provisioning_uri(),
                         'otpauth://totp/Secure%20App:alice%40google.com'
                         '?secret=wrn3pqx5uqxqvnqr&issuer=Secure%20App')
        self.assertEqual(totp.provisioning_uri(issuer_name='Other'),
                         'otpauth://totp/Other:alice%40google.com?secret=wrn3pqx5uqxqvnqr&issuer=Other')

    def test_default_name(self):
        totp = pyotp.TOTP('wrn3pqx5uqxqvnqr', issuer='Secure App')
        self.assertEqual(totp.provisioning_uri(),
                         'otpauth://totp/Secure%20App:Secret?secret=wrn3pqx5uqxqvnqr&issuer=Secure%20App')


class UtilsTest(unittest.TestCase):

    def test_build_uri(self):
        self.assertEqual(pyotp.utils.build_uri('GEZDGNBV', 'bob', initial_count=0),
                         'otpauth://hotp/bob?secret=GEZDGNBV&counter=0')
        self.assertEqual(pyotp.utils.build_uri('GEZDGNBV', 'bob', issuer='Acme', digits=8),
                         'otpauth://totp/Acme:bob?secret=GEZDGNBV&issuer=Acme&digits=8')

    def test_strings_equal(self):
        self.assertTrue(pyotp.utils.strings_equal('abcd', 'abcd'))
        self.assertFalse(pyotp.utils.strings_equal('abcd', 'abc'))
        self.assertTrue(pyotp.utils.strings_equal('\uFF21', 'A'))


if __name__ == '__main__':
    unittest.main()
