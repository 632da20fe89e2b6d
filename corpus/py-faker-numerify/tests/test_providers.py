import re
import string
import unittest

from faker import Generator


class TestBaseProvider(unittest.TestCase):
    def setUp(self):
        self.fake = Generator().seed_instance(0)

    def test_random_int(self):
        values = {self.fake.random_int(1, 3) for _ in range(100)}
        self.assertEqual(values, {1, 2, 3})
        self.assertEqual(self.fake.random_int(5, 5), 5)

    def test_numerify_hash(self):
        for _ in range(100):
            self.assertRegex(self.fake.numerify("###-##"), r"^\d{3}-\d{2}$")

    def test_numerify_optional_placeholders(self):
        for _ in range(100):
            self.assertRegex(self.fake.numerify("!!@@"), r"^\d{0,2}[1-9]{0,2}$")

    def test_lexify(self):
        for _ in range(100):
            value = self.fake.lexify("?????", letters="ab")
            self.assertTrue(set(value) <= {"a", "b"})
        self.assertEqual(self.fake.lexify("no placeholders"), "no placeholders")

    def test_bothify(self):
        for _ in range(100):
            self.assertRegex(self.fake.bothify("?-##", letters=string.ascii_uppercase),
                             r"^[A-Z]-\d\d$")


class TestAddressProvider(unittest.TestCase):
    def setUp(self):
        self.fake = Generator().seed_instance(1234)

    def test_street_address(self):
        for _ in range(50):
            number, rest = self.fake.street_address().split(" ", 1)
            self.assertTrue(number.isdigit())
            self.assertRegex(rest, r"^\w+ (Street|Avenue|Road|Lane)$")

    def test_building_number_has_no_leading_zero(self):
        for _ in range(200):
            number = self.fake.building_number()
            self.assertFalse(number.startswith("0"), number)

    def test_postcode(self):
        for _ in range(200):
            postcode = self.fake.postcode()
            self.assertTrue(re.fullmatch(r"[1-9]\d{4}(-\d{4})?", postcode), postcode)


if __name__ == "__main__":
    unittest.main()
