import unittest

from passlib.handlers.pbkdf2 import pbkdf2_sha256
from passlib.utils.binary import ab64_decode, ab64_encode


class Ab64Test(unittest.TestCase):

    def test_roundtrip(self):
        for data in [b"", b"\x00", b"\xfb\xff", b"abcdefg"]:
            self.assertEqual(ab64_decode(ab64_encode(data)), data)

    def test_altchars(self):
        self.assertEqual(ab64_encode(b"\xfb\xff"), b".\x2f8")


class Pbkdf2Sha256Test(unittest.TestCase):

    def test_hash_format(self):
        h = pbkdf2_sha256.hash("password", rounds=1000, salt=b"saltsaltsaltsalt")
        self.assertTrue(h.startswith("$pbkdf2-sha256$1000$"))
        self.assertTrue(pbkdf2_sha256.identify(h))
        self.assertFalse(pbkdf2_sha256.identify("$1$abc"))

    def test_verify_roundtrip(self):
        h = pbkdf2_sha256.hash("password", rounds=1000)
        self.assertTrue(pbkdf2_sha256.verify("password", h))
        self.assertFalse(pbkdf2_sha256.verify("wrong", h))

    def test_verify_known_hash(self):
        h = "$pbkdf2-sha256$6400$0ZrzXitFSGltTQnBWOsdAw$Y11AchqV4b0sUisdZd0Xr97KWoymNE0LNNrnEgY4H9M"
        self.assertTrue(pbkdf2_sha256.verify("password", h))

    def test_from_string_rejects_other_ident(self):
        self.assertRaises(ValueError, pbkdf2_sha256.from_string, "$pbkdf2$1000$abc$def")
