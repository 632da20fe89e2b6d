import unittest

from modelcheck import BaseModel, ValidationError, constr


class Signup(BaseModel):
    username: constr(min_length=3, max_length=16, strip_whitespace=True)
    age: int
    newsletter: bool = False
    score: float = 0.0


def field_errors(exc):
    return dict(exc.errors)


class ModelTest(unittest.TestCase):
    def test_valid_data_is_coerced(self):
        user = Signup(username="  grace ", age="41", newsletter="yes")
        self.assertEqual(user.dict(), {"username": "grace", "age": 41, "newsletter": True, "score": 0.0})

    def test_missing_fields(self):
        with self.assertRaises(ValidationError) as ctx:
            Signup()
        self.assertEqual(field_errors(ctx.exception), {"username": "field required", "age": "field required"})

    def test_wrong_types(self):
        with self.assertRaises(ValidationError) as ctx:
            Signup(username=["x"], age=None, newsletter="maybe")
        self.assertEqual(
            field_errors(ctx.exception),
            {
                "username": "str type expected",
                "age": "value is not a valid integer",
                "newsletter": "value could not be parsed to a boolean",
            },
        )

    def test_length_constraints(self):
        with self.assertRaises(ValidationError) as ctx:
            Signup(username=" al ", age=3)
        self.assertIn("at least 3 characters", field_errors(ctx.exception)["username"])

    def test_non_numeric_strings(self):
        with self.assertRaises(ValidationError) as ctx:
            Signup(username="grace", age="forty", score="high")
        self.assertEqual(set(field_errors(ctx.exception)), {"age", "score"})

    def test_error_message_lists_every_field(self):
        with self.assertRaises(ValidationError) as ctx:
            Signup(username="grace", age="4O")
        self.assertTrue(str(ctx.exception).startswith("1 validation error(s) for Signup\nage\n"))

    def test_validation_error_is_a_value_error(self):
        with self.assertRaises(ValueError):
            Signup(age=1)


if __name__ == "__main__":
    unittest.main()
