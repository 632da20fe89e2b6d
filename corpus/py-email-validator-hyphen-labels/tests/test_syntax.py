import unittest

from email_validator import EmailSyntaxError, validate_email


class TestValidEmails(unittest.TestCase):

    def test_simple_addresses(self):
        for email, normalized in [
            ('Abc@example.tld', 'Abc@example.tld'),
            ('Abc.123@test-example.com', 'Abc.123@test-example.com'),
            ('user+mailbox/department=shipping@Example.COM', 'user+mailbox/department=shipping@example.com'),
        ]:
            self.assertEqual(validate_email(email).normalized, normalized)

    def test_local_part_with_edge_hyphens(self):
        for email in ('-dev@example.com', 'first-@example.com', 'a.-b@example.org'):
            self.assertEqual(validate_email(email).ascii_email, email)

    def test_internationalized_local_part(self):
        info = validate_email('jeff\u00e9@example.com')
        self.assertTrue(info.smtputf8)
        self.assertIsNone(info.ascii_email)
        with self.assertRaises(EmailSyntaxError):
            validate_email('jeff\u00e9@example.com', allow_smtputf8=False)

    def test_empty_local_part(self):
        self.assertEqual(validate_email('@example.com', allow_empty_local=True).normalized, '@example.com')


class TestInvalidEmails(unittest.TestCase):

    def assertInvalid(self, email, message):
        with self.assertRaises(EmailSyntaxError) as cm:
            validate_email(email)
        self.assertEqual(str(cm.exception), message)

    def test_missing_parts(self):
        self.assertInvalid('my@localhost', 'The part after the @-sign is not valid. It is not within a valid top-level domain.')
        self.assertInvalid('@example.com', 'There must be something before the @-sign.')
        self.assertInvalid('example.com', 'The email address is not valid. It must have exactly one @-sign.')

    def test_period_errors(self):
        self.assertInvalid('.leadingdot@domain.com', 'An email address cannot start with a period.')
        self.assertInvalid('twodots..here@domain.com', 'An email address cannot have two periods in a row.')
        self.assertInvalid('me@domain.com.', 'An email address cannot end with a period.')

    def test_hyphen_errors_in_domain(self):
        self.assertInvalid('me@-example.com', 'An email address cannot have a hyphen immediately after the @-sign.')
        self.assertInvalid('me@example-.com', 'An email address cannot have a period and a hyphen next to each other.')

    def test_length_errors(self):
        self.assertInvalid('x' * 65 + '@example.com',
                           'The email address is too long before the @-sign (1 character too many).')
        self.assertInvalid('me@' + '.'.join(['a' * 63] * 4) + '.com',
                           'The email address is too long after the @-sign (4 characters too many).')


if __name__ == '__main__':
    unittest.main()
