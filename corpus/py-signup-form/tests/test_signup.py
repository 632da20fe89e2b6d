import unittest

from forms import SignupForm

GOOD = {"username": "ada_l", "email": "ada@example.org", "password": "engine-1843"}


def form(**changes):
    data = dict(GOOD)
    data.update(changes)
    return SignupForm(data)


class SignupFormTest(unittest.TestCase):
    def test_valid(self):
        self.assertTrue(form().is_valid())

    def test_missing_username(self):
        f = form(username="  ")
        self.assertFalse(f.is_valid())
        self.assertEqual(f.errors["username"], "This field is required.")

    def test_bad_username(self):
        self.assertFalse(form(username="9lives").is_valid())

    def test_weak_password(self):
        f = form(password="1234567890")
        self.assertFalse(f.is_valid())
        self.assertIn("Mix", f.errors["password"])

    def test_email_rejected(self):
        for bad in ("ada@", "ada.example.org", "ada@example"):
            self.assertFalse(form(email=bad).is_valid(), bad)

    def test_email_with_hyphenated_domain(self):
        f = form(email="Ada@mail.analytical-engines.co.uk ")
        self.assertEqual(f.cleaned()["email"], "ada@mail.analytical-engines.co.uk")

    def test_email_subaddress(self):
        self.assertTrue(form(email="ada+news@my-lab.io").is_valid())


if __name__ == "__main__":
    unittest.main()
