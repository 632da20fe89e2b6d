import unittest

from validators import ValidationFailure, domain, email


class TestEmail(unittest.TestCase):
    def test_returns_true_on_valid_email(self):
        for value in [
            "email@here.com",
            "weirder-email@here.and.there.com",
            "email@[127.0.0.1]",
            "example@valid-----hyphens.com",
            "example@valid-with-hyphens.com",
            "test@domain.with.idn.tld.उदाहरण.परीक्षा",
            "email@localhost",
        ]:
            with self.subTest(value=value):
                self.assertTrue(email(value))

    def test_quoted_local_part(self):
        self.assertTrue(email('"test@test"@example.com'))
        self.assertTrue(email('"\\\011"@here.com'))

    def test_quoted_local_part_with_at_sign_and_dots(self):
        self.assertIs(email('"john..doe@office"@example.org'), True)

    def test_returns_failed_validation_on_invalid_email(self):
        for value in [
            None,
            "",
            "abc",
            "abc@",
            "abc@bar",
            "a @x.cz",
            "abc@.com",
            "something@@somewhere.com",
            "email@127.0.0.1",
            "example@invalid-.com",
            "example@-invalid.com",
            "example@inv-.alid-.com",
            "example@inv-.-alid.com",
            # Quoted-string format (CR not allowed)
            '"\\\012"@here.com',
        ]:
            with self.subTest(value=value):
                self.assertIsInstance(email(value), ValidationFailure)

    def test_local_part_too_long(self):
        self.assertFalse(email("a" * 65 + "@example.com"))
        self.assertTrue(email("a" * 64 + "@example.com"))

    def test_whitelist(self):
        self.assertFalse(email("admin@intranet"))
        self.assertTrue(email("admin@intranet", whitelist=["intranet"]))

    def test_failure_repr(self):
        result = email("bogus@@")
        self.assertEqual(repr(result), "ValidationFailure(func=email, args={'value': 'bogus@@'})")


class TestDomain(unittest.TestCase):
    def test_valid(self):
        self.assertTrue(domain("example.com"))
        self.assertTrue(domain("xn----gtbspbbmkef.xn--p1ai"))
        self.assertTrue(domain("пример.испытание"))

    def test_invalid(self):
        self.assertFalse(domain("example.com/"))
        self.assertFalse(domain("a......b.com"))


if __name__ == "__main__":
    unittest.main()
