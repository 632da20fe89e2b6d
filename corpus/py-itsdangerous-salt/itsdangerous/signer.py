from __future__ import annotations

import hashlib
import hmac

from .encoding import _base64_alphabet, base64_decode, base64_encode, want_bytes
from .exc import BadSignature


class Signer:
    """A signer securely signs bytes, then unsigns them to verify that
    the value hasn't been changed.
    """

    default_digest_method = staticmethod(hashlib.sha1)

    def __init__(self, secret_key, salt=b"itsdangerous", sep=b"."):
        self.secret_key = want_bytes(secret_key)
        self.sep = want_bytes(sep)
        if self.sep in _base64_alphabet:
            raise ValueError("The given separator cannot be used because it may be"
                             " contained in the signature itself.")
        self.salt = want_bytes(salt)
        self.digest_method = self.default_digest_method

    def derive_key(self):
        # django-concat key derivation
        return self.digest_method(self.salt + b"signer" + self.secret_key).digest()

    def get_signature(self, value):
        key = self.derive_key()
        sig = hmac.new(key, msg=want_bytes(value), digestmod=self.digest_method).digest()
        return base64_encode(sig)

    def sign(self, value):
        value = want_bytes(value)
        return value + self.sep + self.get_signature(value)

    def verify_signature(self, value, sig):
        try:
            sig = base64_decode(sig)
        except Exception:
            return False
        key = self.derive_key()
        expected = hmac.new(key, msg=want_bytes(value), digestmod=self.digest_method).digest()
        return hmac.compare_digest(sig, expected)

    def unsign(self, signed_value):
        signed_value = want_bytes(signed_value)
        if self.sep not in signed_value:
            raise BadSignature(f"No {self.sep!r} found in value")
        value, sig = signed_value.rsplit(self.sep, 1)
        if self.verify_signature(value, sig):
            return value
        raise BadSignature(f"Signature {sig!r} does not match", payload=value)
