import unittest

from minimodel.fields import Field, ValidationError
from minimodel.model import Model


class Address(Model):
    city = Field(str)
    postcode = Field(str, default=None, alias="postCode")


class User(Model):
    id = Field(int)
    name = Field(str)
    email = Field(str, default=None)
    active = Field(bool, default=True)
    address = Field(Address, default=None)


class ModelTest(unittest.TestCase):
    def test_coerces_and_defaults(self):
        user = User(id="7", name="Ada")
        self.assertEqual(user.id, 7)
        self.assertTrue(user.active)
        self.assertIsNone(user.email)

    def test_required_field(self):
        with self.assertRaises(ValidationError):
            User(name="Ada")

    def test_dump_keeps_none_values(self):
        user = User(id=1, name="Ada", email=None)
        self.assertEqual(user.dump(), {"id": 1, "name": "Ada", "email": None, "active": True, "address": None})

    def test_dump_exclude_none(self):
        user = User(id=1, name="Ada")
        self.assertEqual(user.dump(exclude_none=True), {"id": 1, "name": "Ada", "active": True})

    def test_dump_exclude_unset_by_alias(self):
        user = User(id=2, name="Grace", email="g@example.org",
                    address=Address(city="Arlington", postCode="22201"))
        self.assertEqual(user.dump(by_alias=True, exclude_unset=True), {
            "id": 2, "name": "Grace", "email": "g@example.org",
            "address": {"city": "Arlington", "postCode": "22201"},
        })


if __name__ == "__main__":
    unittest.main()
