import unittest

from webhooks import SignatureError, Verifier
from webhooks.headers import MalformedHeader, parse_signature_header
from webhooks.signing import sign

NOW = 1_764_000_000
BODY = '{"event": "invoice.paid", "id": "in_1042"}'


def verifier(secrets="whsec_test", **kwargs):
    return Verifier(secrets, clock=lambda: NOW, **kwargs)


class HeaderTest(unittest.TestCase):
    def test_timestamp_only_is_parsed(self):
        self.assertEqual(parse_signature_header("t=1764000000"), (1764000000, {}))

    def test_missing_timestamp(self):
        with self.assertRaises(MalformedHeader):
            parse_signature_header("v1=abc")


class VerifyTest(unittest.TestCase):
    def test_valid_signature(self):
        header = sign("whsec_test", NOW - 10, BODY)
        self.assertEqual(verifier().verify(BODY, header), BODY)

    def test_tampered_body_is_rejected(self):
        header = sign("whsec_test", NOW, BODY)
        with self.assertRaises(SignatureError):
            verifier().verify(BODY.replace("1042", "1043"), header)

    def test_old_timestamp_is_rejected(self):
        header = f"t={NOW - 3600},v1=c2lnbmF0dXJl"
        with self.assertRaisesRegex(SignatureError, "tolerance"):
            verifier().verify(BODY, header)

    def test_secret_rotation(self):
        header = sign("whsec_old", NOW, BODY)
        self.assertEqual(verifier(["whsec_new", "whsec_old"]).verify(BODY, header), BODY)

    def test_header_without_signature(self):
        with self.assertRaisesRegex(SignatureError, "no v1 signature"):
            verifier().verify(BODY, f"t={NOW}")


if __name__ == "__main__":
    unittest.main()
