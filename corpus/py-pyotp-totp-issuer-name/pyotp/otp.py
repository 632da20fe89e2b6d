import base64
import hashlib
import hmac


class OTP(object):
    """Base class for OTP handlers."""

    def __init__(self, s, digits=6, digest=None, name=None, issuer=None):
        self.digits = digits
        if digits > 10:
            raise ValueError('digits must be no greater than 10')
        self.digest = digest if digest else hashlib.sha1
        self.secret = s
        self.name = name or 'Secret'
        self.issuer = issuer

    def generate_otp(self, input):
        """:param input: the HMAC counter value to use as the OTP input."""
        if input < 0:
            raise ValueError('input must be positive integer')
        hasher = hmac.new(self.byte_secret(), self.int_to_bytestring(input), self.digest)
        hmac_hash = bytearray(hasher.digest())
        offset = hmac_hash[-1] & 0xF
        code = ((hmac_hash[offset] & 0x7F) << 24 | (hmac_hash[offset + 1] & 0xFF) << 16 |
                (hmac_hash[offset + 2] & 0xFF) << 8 | (hmac_hash[offset + 3] & 0xFF))
        str_code = str(10_000_000_000 + (code % 10**self.digits))
        return str_code[-self.digits:]

    def byte_secret(self):
        secret = self.secret
        missing_padding = len(secret) % 8
        if missing_padding != 0:
            secret += '=' * (8 - missing_padding)
        return base64.b32decode(secret, casefold=True)

    @staticmethod
    def int_to_bytestring(i, padding=8):
        """Turns an integer to the OATH specified bytestring."""
        result = bytearray()
        while i != 0:
            result.append(i & 0xFF)
            i >>= 8
        return bytes(bytearray(reversed(result)).rjust(padding, b'\0'))
