import time
import unittest
from datetime import timedelta

import jwt


class TestJWT(unittest.TestCase):
    key = "secret"

    def test_encode_decode_roundtrip(self):
        payload = {"sub": "1234", "name": "John"}
        token = jwt.encode(dict(payload), self.key)
        self.assertEqual(jwt.decode(token, self.key, algorithms=["HS256"]), payload)

    def test_decode_with_wrong_key_raises(self):
        token = jwt.encode({"sub": "1"}, self.key)
        with self.assertRaises(jwt.InvalidSignatureError):
            jwt.decode(token, "other", algorithms=["HS256"])

    def test_decode_expired_raises(self):
        token = jwt.encode({"exp": int(time.time()) - 100}, self.key)
        with self.assertRaises(jwt.ExpiredSignatureError):
            jwt.decode(token, self.key, algorithms=["HS256"])

    def test_decode_expired_within_leeway(self):
        token = jwt.encode({"exp": int(time.time()) - 5}, self.key)
        payload = jwt.decode(token, self.key, algorithms=["HS256"], leeway=30)
        self.assertIn("exp", payload)

    def test_decode_nbf_in_future_raises(self):
        token = jwt.encode({"nbf": int(time.time()) + 100}, self.key)
        with self.assertRaises(jwt.ImmatureSignatureError):
            jwt.decode(token, self.key, algorithms=["HS256"])

    def test_decode_nbf_within_leeway(self):
        token = jwt.encode({"nbf": int(time.time()) + 5}, self.key)
        payload = jwt.decode(token, self.key, algorithms=["HS256"], leeway=timedelta(seconds=30))
        self.assertIn("nbf", payload)

    def test_decode_invalid_token(self):
        with self.assertRaises(jwt.DecodeError):
            jwt.decode("notatoken", self.key, algorithms=["HS256"])


if __name__ == "__main__":
    unittest.main()
