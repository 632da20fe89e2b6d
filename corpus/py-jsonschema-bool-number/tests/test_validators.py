import unittest

from jsonschema import Draft7Validator, ValidationError, validate


class TestTypes(unittest.TestCase):
    def test_integer(self):
        v = Draft7Validator({"type": "integer"})
        self.assertTrue(v.is_valid(3))
        self.assertTrue(v.is_valid(3.0))
        self.assertFalse(v.is_valid(3.5))
        self.assertFalse(v.is_valid(True))

    def test_number(self):
        v = Draft7Validator({"type": "number"})
        self.assertTrue(v.is_valid(12))
        self.assertTrue(v.is_valid(1.5))
        self.assertFalse(v.is_valid("12"))

    def test_boolean_is_not_a_number(self):
        self.assertFalse(Draft7Validator({"type": "number"}).is_valid(False))

    def test_multiple_types(self):
        v = Draft7Validator({"type": ["string", "null"]})
        self.assertTrue(v.is_valid(None))
        self.assertFalse(v.is_valid([]))


class TestKeywords(unittest.TestCase):
    def test_minimum_ignores_non_numbers(self):
        schema = {"properties": {"flag": {"minimum": 5}}}
        self.assertTrue(Draft7Validator(schema).is_valid({"flag": "abc"}))
        self.assertFalse(Draft7Validator(schema).is_valid({"flag": 2}))

    def test_minimum_does_not_apply_to_booleans(self):
        schema = {"properties": {"enabled": {"minimum": 5}}}
        self.assertTrue(Draft7Validator(schema).is_valid({"enabled": True}))

    def test_required_and_path(self):
        schema = {"properties": {"user": {"required": ["name"]}}}
        with self.assertRaises(ValidationError) as ctx:
            validate({"user": {}}, schema)
        self.assertEqual(ctx.exception.path, ("user",))
        self.assertEqual(ctx.exception.validator, "required")


if __name__ == "__main__":
    unittest.main()
