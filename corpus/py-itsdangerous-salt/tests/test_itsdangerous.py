import hashlib
import unittest

from itsdangerous import BadSignature, Signer, base64_decode, base64_encode
from itsdangerous.encoding import bytes_to_int, int_to_bytes


class TestEncoding(unittest.TestCase):
    def test_base64_roundtrip(self):
        for value in (b"", b"a", b"ab", b"abc", b"abcd", "\u00e9t\u00e9", b"\xff" * 7):
            data = value.encode() if isinstance(value, str) else value
            self.assertEqual(base64_decode(base64_encode(value)), data)

    def test_base64_encode_strips_padding(self):
        self.assertEqual(base64_encode(b"ab"), b"YWI")
        self.assertEqual(base64_encode(b"\xff\xfe"), b"__4")

    def test_int_bytes(self):
        for num in (0, 1, 255, 256, 2**63 - 1):
            self.assertEqual(bytes_to_int(int_to_bytes(num)), num)


class TestSigner(unittest.TestCase):
    def test_known_signature(self):
        # Tokens issued by earlier releases must keep verifying.
        signer = Signer("secret-key")
        self.assertEqual(signer.sign("my string"), b"my string.wh6tMHxLgJqB6oY1uT73iMlyrOA")
        self.assertEqual(signer.unsign(b"my string.wh6tMHxLgJqB6oY1uT73iMlyrOA"), b"my string")

    def test_explicit_salt_changes_signature(self):
        signed = Signer("secret-key", salt="activate").sign("value")
        with self.assertRaises(BadSignature):
            Signer("secret-key", salt="reset").unsign(signed)

    def test_sign_unsign(self):
        signer = Signer("secret-key")
        signed = signer.sign("my string")
        self.assertEqual(signer.unsign(signed), b"my string")

    def test_sha256_signatures_verify(self):
        signer = Signer("secret-key")
        signer.digest_method = hashlib.sha256
        self.assertEqual(signer.unsign(signer.sign(b"value")), b"value")

    def test_wrong_key(self):
        signed = Signer("secret-key").sign("value")
        with self.assertRaises(BadSignature):
            Signer("other-key").unsign(signed)

    def test_no_separator(self):
        with self.assertRaises(BadSignature):
            Signer("secret-key").unsign(b"value")

    def test_invalid_separator(self):
        with self.assertRaises(ValueError):
            Signer("secret-key", sep="-")
