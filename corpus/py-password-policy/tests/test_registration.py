import unittest

from accounts.registration import RegistrationError, password_errors, register


class RegisterTest(unittest.TestCase):
    def test_good_password(self):
        users = {}
        register(users, "alice", "alice@example.org", "purple-otter-lamp")
        self.assertIn("alice", users)

    def test_password_of_exactly_the_minimum_length(self):
        users = {}
        register(users, "bob", "bob@example.org", "tea4two&me")
        self.assertIn("bob", users)

    def test_short_password(self):
        with self.assertRaises(RegistrationError) as ctx:
            register({}, "carol", "carol@example.org", "x7#kq")
        self.assertEqual(len(ctx.exception.errors), 1)
        self.assertIn("too short", ctx.exception.errors[0])

    def test_common_and_duplicate(self):
        with self.assertRaises(RegistrationError) as ctx:
            register({"dave": {}}, "Dave", "dave@example.org", "Password")
        self.assertEqual(len(ctx.exception.errors), 3)

    def test_similar_to_username(self):
        errors = password_errors("xx-erin-1984-xx", {"username": "erin", "email": "e@x.org"})
        self.assertEqual(errors, ["The password is too similar to your account details."])

    def test_numeric(self):
        self.assertIn("This password is entirely numeric.", password_errors("20240527913"))


if __name__ == "__main__":
    unittest.main()
