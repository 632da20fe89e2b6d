import unittest

from marshmallow import Schema, ValidationError, fields


class UserSchema(Schema):
    name = fields.String(required=True)
    role = fields.String(load_default="member", dump_default="guest")
    age = fields.Integer(data_key="years")


class TestDump(unittest.TestCase):
    def test_dump(self):
        self.assertEqual(
            UserSchema().dump({"name": "Monty", "role": "admin", "age": 42}),
            {"name": "Monty", "role": "admin", "years": 42},
        )

    def test_dump_default_for_missing_attribute(self):
        self.assertEqual(UserSchema().dump({"name": "Monty"}), {"name": "Monty", "role": "guest"})


class TestLoad(unittest.TestCase):
    def test_load_with_data_key(self):
        self.assertEqual(
            UserSchema().load({"name": "Monty", "role": "admin", "years": "42"}),
            {"name": "Monty", "role": "admin", "age": 42},
        )

    def test_load_default_for_missing_field(self):
        self.assertEqual(UserSchema().load({"name": "Monty"}), {"name": "Monty", "role": "member"})

    def test_callable_load_default(self):
        class S(Schema):
            tags = fields.Field(load_default=list, dump_default=tuple)

        self.assertEqual(S().load({}), {"tags": []})

    def test_required_field_missing(self):
        with self.assertRaises(ValidationError) as cm:
            UserSchema().load({"role": "admin"})
        self.assertEqual(cm.exception.messages, {"name": ["Missing data for required field."]})

    def test_invalid_integer(self):
        with self.assertRaises(ValidationError) as cm:
            UserSchema().load({"name": "Monty", "years": "old"})
        self.assertEqual(cm.exception.messages, {"years": ["Not a valid integer."]})

    def test_null_not_allowed(self):
        with self.assertRaises(ValidationError):
            UserSchema().load({"name": None})


if __name__ == "__main__":
    unittest.main()
