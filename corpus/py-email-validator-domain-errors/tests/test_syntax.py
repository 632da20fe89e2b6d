import unittest

from email_validator import EmailSyntaxError, validate_email


class TestValidateEmail(unittest.TestCase):
    def test_valid_address(self):
        ret = validate_email("Abc@Example.tld")
        self.assertEqual(ret.normalized, "Abc@example.tld")
        self.assertEqual(ret.ascii_domain, "example.tld")

    def test_internationalized_domain(self):
        ret = validate_email("user@b\u00fccher.example")
        self.assertEqual(ret.domain, "b\u00fccher.example")
        self.assertEqual(ret.ascii_domain, "xn--bcher-kva.example")

    def test_invalid_local_parts(self):
        for email in ("@example.com", "me@@example.com", "a b@example.com", "x" * 65 + "@example.com"):
            with self.subTest(email=email):
                with self.assertRaises(EmailSyntaxError):
                    validate_email(email)

    def test_domain_without_period(self):
        with self.assertRaises(EmailSyntaxError):
            validate_email("me@localhost")

    def test_domain_with_empty_label(self):
        with self.assertRaises(EmailSyntaxError) as cm:
            validate_email("me@example..com")
        self.assertIn("not valid IDNA", str(cm.exception))

    def test_domain_label_too_long(self):
        with self.assertRaises(EmailSyntaxError):
            validate_email("me@" + "a" * 64 + ".com")

    def test_missing_at_sign(self):
        with self.assertRaises(EmailSyntaxError):
            validate_email("me.example.com")


if __name__ == '__main__':
    unittest.main()
