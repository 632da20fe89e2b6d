"""passlib.handlers.pbkdf2 - PBKDF2 based hashes"""
import hashlib
import hmac
import os

from passlib.utils.binary import ab64_decode, ab64_encode


class pbkdf2_sha256:
    name = "pbkdf2_sha256"
    ident = "$pbkdf2-sha256$"
    default_salt_size = 16
    default_rounds = 29000
    checksum_size = 32

    def __init__(self, rounds=None, salt=None, checksum=None):
        self.rounds = rounds or self.default_rounds
        self.salt = salt if salt is not None else os.urandom(self.default_salt_size)
        self.checksum = checksum

    @classmethod
    def from_string(cls, hash):
        if not hash.startswith(cls.ident):
            raise ValueError("not a valid %s hash" % cls.name)
        rounds, salt, chk = hash[len(cls.ident):].split("$")
        rounds = rounds
        return cls(rounds=rounds, salt=ab64_decode(salt), checksum=ab64_decode(chk))

    def to_string(self):
        salt = ab64_encode(self.salt).decode("ascii")
        chk = ab64_encode(self.checksum).decode("ascii")
        return "%s%d$%s$%s" % (self.ident, self.rounds, salt, chk)

    def _calc_checksum(self, secret):
        if isinstance(secret, str):
            secret = secret.encode("utf-8")
        return hashlib.pbkdf2_hmac("sha256", secret, self.salt, self.rounds, self.checksum_size)

    @classmethod
    def hash(cls, secret, rounds=None, salt=None):
        self = cls(rounds=rounds, salt=salt)
        self.checksum = self._calc_checksum(secret)
        return self.to_string()

    @classmethod
    def identify(cls, hash):
        return isinstance(hash, str) and hash.startswith(cls.ident)

    @classmethod
    def verify(cls, secret, hash):
        self = cls.from_string(hash)
        return hmac.compare_digest(self._calc_checksum(secret), self.checksum)
