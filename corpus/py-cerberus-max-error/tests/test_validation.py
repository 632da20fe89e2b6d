import unittest

from cerberus import DocumentError, Validator

schema = {
    "name": {"type": "string", "minlength": 2, "maxlength": 10, "required": True},
    "age": {"type": "integer", "min": 18, "max": 120},
    "role": {"type": "string", "allowed": ["admin", "user"]},
}


class TestValidation(unittest.TestCase):
    def setUp(self):
        self.validator = Validator(schema)

    def test_valid_document(self):
        self.assertTrue(self.validator.validate({"name": "ann", "age": 30, "role": "user"}))
        self.assertEqual(self.validator.errors, {})

    def test_required_and_unknown(self):
        self.assertFalse(self.validator.validate({"nick": "x"}))
        self.assertEqual(self.validator.errors, {"name": ["required field"], "nick": ["unknown field"]})

    def test_bad_type(self):
        self.assertFalse(self.validator.validate({"name": "ann", "age": "12"}))
        self.assertEqual(self.validator.errors, {"age": ["must be of integer type"]})

    def test_min(self):
        self.assertFalse(self.validator.validate({"name": "bob", "age": 12}))
        self.assertEqual(self.validator.errors, {"age": ["min value is 18"]})

    def test_max(self):
        self.assertFalse(self.validator.validate({"name": "bob", "age": 130}))
        self.assertEqual(self.validator.errors, {"age": ["max value is 120"]})

    def test_lengths_and_allowed(self):
        self.assertFalse(self.validator.validate({"name": "x", "role": "root"}))
        self.assertEqual(self.validator.errors,
                         {"name": ["min length is 2"], "role": ["unallowed value root"]})

    def test_not_a_document(self):
        with self.assertRaises(DocumentError):
            self.validator.validate(["name"])


if __name__ == "__main__":
    unittest.main()
