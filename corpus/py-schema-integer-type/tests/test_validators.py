import unittest

from jsonschema import Draft7Validator, ValidationError, validate
from jsonschema.exceptions import UnknownType


class TestTypes(unittest.TestCase):
    def test_integer(self):
        validator = Draft7Validator({"type": "integer"})
        self.assertTrue(validator.is_valid(12))
        self.assertFalse(validator.is_valid(1.5))
        self.assertFalse(validator.is_valid("12"))

    def test_bool_is_not_an_integer(self):
        self.assertFalse(Draft7Validator({"type": "integer"}).is_valid(True))
        self.assertFalse(Draft7Validator({"type": "integer"}).is_valid(False))

    def test_bool_is_not_a_number(self):
        self.assertFalse(Draft7Validator({"type": "number"}).is_valid(True))
        self.assertTrue(Draft7Validator({"type": "boolean"}).is_valid(True))

    def test_list_of_types(self):
        validator = Draft7Validator({"type": ["string", "null"]})
        self.assertTrue(validator.is_valid(None))
        self.assertFalse(validator.is_valid(3))

    def test_unknown_type(self):
        with self.assertRaises(UnknownType):
            Draft7Validator({"type": "decimal"}).is_valid(1)


class TestValidate(unittest.TestCase):
    schema = {
        "type": "object",
        "required": ["name", "age"],
        "properties": {
            "name": {"type": "string"},
            "age": {"type": "integer", "minimum": 0},
            "tags": {"type": "array", "items": {"type": "string"}},
        },
    }

    def test_valid_instance(self):
        validate({"name": "Ada", "age": 36, "tags": ["math"]}, self.schema)

    def test_error_path(self):
        with self.assertRaises(ValidationError) as ctx:
            validate({"name": "Ada", "age": 36, "tags": ["math", 7]}, self.schema)
        self.assertEqual(ctx.exception.path, ["tags", 1])
        self.assertEqual(ctx.exception.validator, "type")

    def test_missing_required(self):
        errors = list(Draft7Validator(self.schema).iter_errors({"name": "Ada"}))
        self.assertEqual([e.message for e in errors], ["'age' is a required property"])

    def test_boolean_age_is_rejected(self):
        with self.assertRaises(ValidationError) as ctx:
            validate({"name": "Ada", "age": True}, self.schema)
        self.assertEqual(ctx.exception.path, ["age"])
        self.assertEqual(ctx.exception.message, "True is not of type 'integer'")


if __name__ == "__main__":
    unittest.main()
