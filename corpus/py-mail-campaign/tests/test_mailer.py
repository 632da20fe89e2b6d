import unittest

from outbox import Mailer, MemoryTransport, Message
from outbox.addresses import InvalidAddress, format_address, parse_address


class AddressTest(unittest.TestCase):
    def test_parse_named_address(self):
        self.assertEqual(parse_address("Ann Lee <ann@Example.ORG>"), ("Ann Lee", "ann@example.org"))

    def test_quotes_names_with_commas(self):
        self.assertEqual(format_address("Lee, Ann", "ann@example.org"), '"Lee, Ann" <ann@example.org>')

    def test_rejects_garbage(self):
        with self.assertRaises(InvalidAddress):
            parse_address("not an address")


class MailerTest(unittest.TestCase):
    def setUp(self):
        self.transport = MemoryTransport()
        self.mailer = Mailer(self.transport, unsubscribe_url="https://example.org/u")

    def test_plain_message(self):
        msg = Message("shop@example.org", ["bob@example.org"], "Your receipt", "Thanks!")
        self.assertEqual(self.mailer.send(msg), 1)
        sender, rcpts, data = self.transport.sent[0]
        self.assertEqual((sender, rcpts), ("shop@example.org", ["bob@example.org"]))
        self.assertTrue(data.endswith("\r\n\r\nThanks!"))

    def test_campaign_headers(self):
        msg = Message("news@example.org", ["a@example.org", "b@example.org"], "November")
        self.mailer.send(msg, campaign="nov26")
        data = self.transport.sent[0][2]
        self.assertIn("X-Campaign: nov26", data)
        self.assertIn("List-Unsubscribe: <https://example.org/u?c=nov26>", data)

    def test_transactional_mail_after_a_campaign_has_no_campaign_headers(self):
        self.mailer.send(Message("news@example.org", ["a@example.org"], "News"), campaign="dec26")
        receipt = Message("shop@example.org", ["a@example.org"], "Receipt")
        self.mailer.send(receipt)
        self.assertEqual(receipt.headers, {})
        self.assertNotIn("X-Campaign", self.transport.sent[1][2])

    def test_explicit_headers_are_kept(self):
        msg = Message("shop@example.org", ["c@example.org"], "Hi", headers={"Reply-To": "help@example.org"})
        self.mailer.send(msg)
        self.assertIn("Reply-To: help@example.org", self.transport.sent[0][2])
