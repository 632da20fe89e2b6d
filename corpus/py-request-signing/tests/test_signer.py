import unittest

from hooksig.signer import SIGNATURE_HEADER, Signer


def fixed_clock():
    return 1_700_000_000


class SignerTest(unittest.TestCase):
    def setUp(self):
        self.signer = Signer("s3cret", clock=fixed_clock)

    def test_round_trip(self):
        payload = {"event": "order.paid", "id": 981, "amount": "12.50"}
        headers = self.signer.sign("post", "https://shop.example/hooks", payload=payload)
        self.assertTrue(self.signer.verify("POST", "https://shop.example/hooks", headers, payload=payload))

    def test_tampered_payload_is_rejected(self):
        headers = self.signer.sign("POST", "https://shop.example/hooks", payload={"amount": "12.50"})
        self.assertFalse(self.signer.verify("POST", "https://shop.example/hooks", headers,
                                            payload={"amount": "1250.00"}))

    def test_query_parameter_order_does_not_matter(self):
        a = self.signer.sign("GET", "https://api.example/v1/items", params={"page": 2, "sort": "name"})
        b = self.signer.sign("GET", "https://api.example/v1/items", params={"sort": "name", "page": 2})
        self.assertEqual(a[SIGNATURE_HEADER], b[SIGNATURE_HEADER])

    def test_payload_decoded_by_receiver_still_verifies(self):
        # The receiver parses the JSON body and re-serialises it; key order may differ.
        sent = {"id": 981, "event": "order.paid", "customer": {"name": "Zoë", "email": "z@example.org"}}
        headers = self.signer.sign("POST", "https://shop.example/hooks", payload=sent)
        received = {"customer": {"email": "z@example.org", "name": "Zoë"}, "event": "order.paid", "id": 981}
        self.assertTrue(self.signer.verify("POST", "https://shop.example/hooks", headers, payload=received))

    def test_same_payload_built_in_different_order_signs_equal(self):
        a = self.signer.sign("POST", "/hooks", payload={"a": 1, "b": [1, 2]})
        b = self.signer.sign("POST", "/hooks", payload={"b": [1, 2], "a": 1})
        self.assertEqual(a[SIGNATURE_HEADER], b[SIGNATURE_HEADER])

    def test_stale_timestamp_is_rejected(self):
        headers = self.signer.sign("POST", "/hooks", payload={"a": 1})
        late = Signer("s3cret", clock=lambda: fixed_clock() + 3600)
        self.assertFalse(late.verify("POST", "/hooks", headers, payload={"a": 1}))


if __name__ == "__main__":
    unittest.main()
